import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { LiveResultsHub } from '../../src/services/live-results-hub';

/** Enough of a response for the hub: what was written, and a close a test can trigger. */
function fakeStream() {
  const emitter = new EventEmitter();
  const written: string[] = [];
  const stream = Object.assign(emitter, {
    write: (chunk: string) => written.push(chunk) > 0,
    end: () => emitter.emit('close'),
  }) as unknown as ServerResponse;
  return { stream, text: () => written.join(''), close: () => emitter.emit('close') };
}

const result = (value: string) => ({ GID: 1, Name: 'Kalyan', Result: value, DateTime: '2026-11-22' });

describe('LiveResultsHub', () => {
  let hub: LiveResultsHub;
  beforeEach(() => {
    hub = new LiveResultsHub({ maxConnections: 2, replayLength: 2, heartbeatMs: 60_000 });
  });
  afterEach(() => hub.closeAll());

  it('sends each result with its id to every open stream', () => {
    const [one, two] = [fakeStream(), fakeStream()];
    hub.open(one.stream, undefined);
    hub.open(two.stream, undefined);

    hub.publish('e1', result('47'));

    for (const page of [one, two]) expect(page.text()).toContain('id: e1\nevent: result\ndata: {"GID":1,"Name":"Kalyan","Result":"47"');
  });

  it('replays what a reconnecting page missed, and asks for a refresh when it missed too much', () => {
    hub.publish('e1', result('1'));
    hub.publish('e2', result('2'));
    hub.publish('e3', result('3'));
    const caughtUp = fakeStream();
    const tooLate = fakeStream();

    hub.open(caughtUp.stream, 'e2');
    hub.open(tooLate.stream, 'e1');

    expect(caughtUp.text()).toContain('id: e3');
    expect(caughtUp.text()).not.toContain('id: e2');
    expect(tooLate.text()).toContain('event: refresh');
    expect(tooLate.text()).not.toContain('id: e3');
  });

  it('counts streams up to its cap and forgets closed ones', () => {
    const [one, two] = [fakeStream(), fakeStream()];
    hub.open(one.stream, undefined);
    hub.open(two.stream, undefined);
    expect(hub.full).toBe(true);

    one.close();

    expect([hub.full, hub.size]).toEqual([false, 1]);
  });
});
