import { apiPaths } from '@ghadi/contracts';
import { FakeEventSource, installFakeEventSource } from '@ghadi/testing';
import { apiBaseUrl, configureApiClient, subscribeToSiteChanges } from '../index';

installFakeEventSource();
afterEach(() => configureApiClient(''));

// The stream opens once the API's address (a promise) has resolved.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function subscribe() {
  const onChange = jest.fn();
  const close = subscribeToSiteChanges(apiBaseUrl, onChange);
  await settle();
  expect(FakeEventSource.opened).toHaveLength(1);
  return { onChange, close, source: FakeEventSource.opened[0]! };
}

test('listens to the live stream at the API’s address once the runtime config says it', async () => {
  configureApiClient(Promise.resolve('http://api.example.test'));
  const { source } = await subscribe();
  expect(source.url).toBe(`http://api.example.test${apiPaths.resultStream}`);
});

test('reports each change, and a stream that comes back after dropping', async () => {
  const { onChange, source } = await subscribe();
  source.signal('open');
  expect(onChange).not.toHaveBeenCalled();
  source.push('changed', JSON.stringify({ what: 'games', reads: ['games'] }));
  expect(onChange).toHaveBeenLastCalledWith({ what: 'games', reads: ['games'] });
  source.signal('error');
  source.signal('open');
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(onChange).toHaveBeenLastCalledWith({ what: 'all' });
});

test('closing stops the stream, even before it opened', async () => {
  const { close, source } = await subscribe();
  close();
  expect(source.closed).toBe(true);

  let provide: (url: string) => void = () => undefined;
  configureApiClient(new Promise<string>((resolve) => (provide = resolve)));
  subscribeToSiteChanges(apiBaseUrl, jest.fn())();
  provide('');
  await settle();
  expect(FakeEventSource.opened).toHaveLength(1);
});
