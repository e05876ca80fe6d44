import { DrawDayTicker } from '../../../src/features/draw-day/draw-day-ticker';
import { movableClock } from '../../fixtures';

// Ticks are called by hand here; the live-stream test runs the real interval.
const START = '2026-11-22T06:00:00.000Z';
const DUE = Date.parse('2026-11-22T07:00:00.000Z');
const MIDNIGHT = Date.parse('2026-11-22T18:30:00.000Z');

function setUp(boundaries: () => Promise<number[]>) {
  const time = movableClock(START);
  const announced: string[] = [];
  const errors: unknown[] = [];
  const reads = jest.fn(boundaries);
  const ticker = new DrawDayTicker({
    clock: time.clock,
    boundaries: reads,
    announce: () => announced.push(time.clock().toISOString()),
    onError: (error) => errors.push(error),
  });
  return { time, announced, errors, reads, ticker };
}

describe('the draw day ticker', () => {
  it('announces a boundary once, on the first tick after it, even when the clock jumps past it', async () => {
    const { time, announced, ticker } = setUp(async () => [DUE, MIDNIGHT]);

    await ticker.tick();
    time.set('2026-11-22T06:59:59.000Z');
    await ticker.tick();
    time.set('2026-11-22T07:00:30.000Z');
    await ticker.tick();
    await ticker.tick();

    expect(announced).toEqual(['2026-11-22T07:00:30.000Z']);
  });

  it('announces midnight', async () => {
    const { time, announced, ticker } = setUp(async () => [MIDNIGHT]);

    await ticker.tick();
    time.set('2026-11-22T18:30:00.000Z');
    await ticker.tick();

    expect(announced).toEqual(['2026-11-22T18:30:00.000Z']);
  });

  it('reads the boundaries again only after a change or a boundary passed', async () => {
    const { time, reads, ticker } = setUp(async () => [DUE, MIDNIGHT]);

    await ticker.tick();
    await ticker.tick();
    expect(reads).toHaveBeenCalledTimes(1);

    ticker.changed();
    await ticker.tick();
    expect(reads).toHaveBeenCalledTimes(2);

    time.set('2026-11-22T07:00:01.000Z');
    await ticker.tick();
    await ticker.tick();
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('sees a game published before its time and then passed by the clock before the next tick', async () => {
    let boundaries = [MIDNIGHT];
    const { time, announced, ticker } = setUp(async () => boundaries);
    await ticker.tick();

    // A game added at 06:00 due at 07:00; the clock is at 07:00:01 before the ticker reads the board again.
    boundaries = [DUE, MIDNIGHT];
    ticker.changed();
    time.set('2026-11-22T07:00:01.000Z');
    await ticker.tick();

    expect(announced).toEqual(['2026-11-22T07:00:01.000Z']);
  });

  it('after a failed read, looks again at the same stretch of time and reports the failure', async () => {
    let fail = true;
    const { time, announced, errors, ticker } = setUp(async () => {
      if (fail) throw new Error('database away');
      return [DUE, MIDNIGHT];
    });

    time.set('2026-11-22T07:00:05.000Z');
    await ticker.tick();
    fail = false;
    await ticker.tick();

    expect(errors).toHaveLength(1);
    expect(announced).toEqual(['2026-11-22T07:00:05.000Z']);
  });
});
