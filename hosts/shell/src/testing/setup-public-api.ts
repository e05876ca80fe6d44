import { setupServer } from 'msw/node';
import { publicSiteHandlers, type PublicSiteState } from '@ghadi/testing';
import { samplePublicSite } from './public-site';

/** Only the clock's date is fixed, so msw, the page's reads and user-event keep their real timers. */
export const FIXED_NOW = new Date('2026-11-22T06:30:00Z');
const realTimers = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'hrtime', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback'] as const;

/**
 * A fake public API for a test file: `site` is the state the handlers serve; change it in a test, it is
 * reset before the next.
 */
export function setupPublicApi() {
  const context = { site: samplePublicSite() };
  const server = setupServer(...publicSiteHandlers(new Proxy({} as PublicSiteState, { get: (_, key) => context.site[key as keyof PublicSiteState] })));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    jest.useFakeTimers({ now: FIXED_NOW, doNotFake: [...realTimers] });
    context.site = samplePublicSite();
  });
  afterEach(() => {
    server.resetHandlers();
    jest.useRealTimers();
  });
  afterAll(() => server.close());
  return { server, context };
}
