import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { LiveResultsHub } from '../../src/public-reads/live-stream-hub';

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
    hub = new LiveResultsHub({ maxConnections: 2, maxPerAddress: 2, replayLength: 2, heartbeatMs: 60_000 });
  });
  afterEach(() => hub.closeAll());

  it('sends each result with its id to every open stream', () => {
    const [one, two] = [fakeStream(), fakeStream()];
    hub.open(one.stream, '10.0.0.1', undefined);
    hub.open(two.stream, '10.0.0.2', undefined);

    hub.publish('e1', result('47'));

    for (const page of [one, two]) expect(page.text()).toContain('id: e1\nevent: result\ndata: {"GID":1,"Name":"Kalyan","Result":"47"');
  });

  it('replays what a reconnecting page missed, and asks for a refresh when it missed too much', () => {
    hub.publish('e1', result('1'));
    hub.publish('e2', result('2'));
    hub.publish('e3', result('3'));
    const caughtUp = fakeStream();
    const tooLate = fakeStream();

    hub.open(caughtUp.stream, '10.0.0.1', 'e2');
    hub.open(tooLate.stream, '10.0.0.2', 'e1');

    expect(caughtUp.text()).toContain('id: e3');
    expect(caughtUp.text()).not.toContain('id: e2');
    expect(tooLate.text()).toContain('event: refresh');
    expect(tooLate.text()).not.toContain('id: e3');
  });

  it('counts streams up to its cap and forgets closed ones', () => {
    const [one, two] = [fakeStream(), fakeStream()];
    hub.open(one.stream, '10.0.0.1', undefined);
    hub.open(two.stream, '10.0.0.2', undefined);
    expect(hub.full).toBe(true);

    one.close();

    expect([hub.full, hub.size]).toEqual([false, 1]);
  });

  it('counts each client address up to its share, an IPv6 /64 as one address, and frees closed ones', () => {
    const roomy = new LiveResultsHub({ maxConnections: 10, maxPerAddress: 2, replayLength: 2, heartbeatMs: 60_000 });
    const [v4a, v4b, v6a, v6b] = [fakeStream(), fakeStream(), fakeStream(), fakeStream()];
    roomy.open(v4a.stream, '203.0.113.7', undefined);
    roomy.open(v4b.stream, '::ffff:203.0.113.7', undefined);
    roomy.open(v6a.stream, '2001:db8:1:2::1', undefined);
    roomy.open(v6b.stream, '2001:db8:1:2:aaaa:bbbb:cccc:dddd', undefined);

    expect(['203.0.113.7', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002::1'].map((address) => roomy.fullFor(address))).toEqual([true, true, true]);
    expect(['203.0.113.8', '2001:db8:1:3::1', '::1'].map((address) => roomy.fullFor(address))).toEqual([false, false, false]);

    v4a.close();
    v6b.close();

    expect([roomy.fullFor('203.0.113.7'), roomy.fullFor('2001:db8:1:2::1'), roomy.size]).toEqual([false, false, 2]);
    roomy.closeAll();
  });

  it('leaves out a stream whose client left before it started, which would never free its slot', () => {
    const gone = fakeStream();
    Object.assign(gone.stream, { destroyed: true });

    hub.open(gone.stream, '10.0.0.1', undefined);

    expect([hub.size, gone.text()]).toEqual([0, '']);
  });
});
