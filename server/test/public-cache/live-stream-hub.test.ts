import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { LiveStreamHub } from '../../src/public-cache/live-stream-hub';

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

describe('LiveStreamHub', () => {
  let hub: LiveStreamHub;
  beforeEach(() => {
    hub = new LiveStreamHub({ maxConnections: 2, maxPerAddress: 2, heartbeatMs: 60_000 });
  });
  afterEach(() => hub.closeAll());

  it('sends each change as a `changed` event to every open stream, without ids', () => {
    const [one, two] = [fakeStream(), fakeStream()];
    hub.open(one.stream, '10.0.0.1');
    hub.open(two.stream, '10.0.0.2');

    hub.send({ what: 'clock', reads: ['clock'] });
    hub.send({ what: 'games', reads: ['games'] });

    for (const page of [one, two]) {
      expect(page.text()).toBe(
        'retry: 5000\n\nevent: changed\ndata: {"what":"clock","reads":["clock"]}\n\nevent: changed\ndata: {"what":"games","reads":["games"]}\n\n',
      );
    }
  });

  it('keeps nothing for streams opened later: a page that reconnects reloads by itself', () => {
    hub.send({ what: 'clock', reads: ['clock'] });
    const later = fakeStream();

    hub.open(later.stream, '10.0.0.1');

    expect(later.text()).toBe('retry: 5000\n\n');
  });

  it('stops writing to a stream once it closes', () => {
    const [gone, staying] = [fakeStream(), fakeStream()];
    hub.open(gone.stream, '10.0.0.1');
    hub.open(staying.stream, '10.0.0.2');
    gone.close();

    hub.send({ what: 'content', reads: ['content'] });

    expect(gone.text()).not.toContain('event: changed');
    expect(staying.text()).toContain('event: changed\ndata: {"what":"content","reads":["content"]}\n\n');
  });

  it('counts streams up to its cap and forgets closed ones', () => {
    const [one, two] = [fakeStream(), fakeStream()];
    hub.open(one.stream, '10.0.0.1');
    hub.open(two.stream, '10.0.0.2');
    expect(hub.full).toBe(true);

    one.close();

    expect([hub.full, hub.size]).toEqual([false, 1]);
  });

  it('counts each client address up to its share, an IPv6 /64 as one address, and frees closed ones', () => {
    const roomy = new LiveStreamHub({ maxConnections: 10, maxPerAddress: 2, heartbeatMs: 60_000 });
    const [v4a, v4b, v6a, v6b] = [fakeStream(), fakeStream(), fakeStream(), fakeStream()];
    roomy.open(v4a.stream, '203.0.113.7');
    roomy.open(v4b.stream, '::ffff:203.0.113.7');
    roomy.open(v6a.stream, '2001:db8:1:2::1');
    roomy.open(v6b.stream, '2001:db8:1:2:aaaa:bbbb:cccc:dddd');

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

    hub.open(gone.stream, '10.0.0.1');

    expect([hub.size, gone.text()]).toEqual([0, '']);
  });

  it('sends a keep-alive comment to every stream at each heartbeat', () => {
    jest.useFakeTimers();
    try {
      const beating = new LiveStreamHub({ maxConnections: 2, maxPerAddress: 2, heartbeatMs: 1_000 });
      const page = fakeStream();
      beating.open(page.stream, '10.0.0.1');

      jest.advanceTimersByTime(2_000);

      expect(page.text()).toBe('retry: 5000\n\n: keep-alive\n\n: keep-alive\n\n');
      beating.closeAll();
    } finally {
      jest.useRealTimers();
    }
  });
});
