import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createInstance } from '@module-federation/enhanced/runtime';
import { apiClient } from '@ghadi/api-client';
import { apiPaths } from '@ghadi/contracts';
import { RemoteUnavailable } from '@/components/remote-unavailable';
import offlineRemoteFallbackPlugin from '@/runtime-plugins/offline-remote-fallback';
import { loadRemoteApp } from '../remotes';

const mockInstance = { loadRemote: jest.fn(), registerRemotes: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => ({ createInstance: jest.fn(() => mockInstance) }));

const server = setupServer(
  http.get('https://api.example.test/api/echo', () => HttpResponse.json({ success: true })),
  http.get(`*${apiPaths.runtimeConfig}`, () =>
    HttpResponse.json({
      apiBaseUrl: 'https://api.example.test',
      remotes: { admin: 'https://cdn.example.test/admin/mf-manifest.json', agent: '/remotes/agent/mf-manifest.json' },
    }),
  ),
);
beforeAll(() => server.listen());
afterAll(() => server.close());

test('remote locations come from runtime-config.json, made absolute', async () => {
  mockInstance.loadRemote.mockResolvedValue({ default: () => null });
  await loadRemoteApp('agent');
  expect(mockInstance.registerRemotes).toHaveBeenCalledWith([
    { name: 'admin', entry: 'https://cdn.example.test/admin/mf-manifest.json' },
    { name: 'agent', entry: 'http://localhost/remotes/agent/mf-manifest.json' },
  ]);
  expect(mockInstance.loadRemote).toHaveBeenCalledWith('agent/App');
});

test('one federation instance: loaded-first, the shell as provider of the shared map, both runtime plugins', async () => {
  mockInstance.loadRemote.mockResolvedValue({ default: () => null });
  await loadRemoteApp('admin');
  await loadRemoteApp('agent');
  expect(createInstance).toHaveBeenCalledTimes(1);
  const [options] = jest.mocked(createInstance).mock.calls[0]!;
  expect(options).toMatchObject({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
  expect(options.plugins?.map((plugin) => plugin.name)).toEqual(['load-timeout', 'offline-remote-fallback']);
  expect(Object.keys(options.shared ?? {})).toContain('@ghadi/auth');
});

test('the shared API client the remotes use calls the API named in runtime-config.json', async () => {
  mockInstance.loadRemote.mockResolvedValue({ default: () => null });
  await loadRemoteApp('admin');
  // Only that host answers /api/echo.
  const response = await apiClient.get('/api/echo');
  expect(response.data).toEqual({ success: true });
});

test('when the runtime gives up on a remote, the fallback screen is mounted instead', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const plugin = offlineRemoteFallbackPlugin();
  const failOver = await plugin.errorLoadRemote?.({
    id: 'admin/App',
    error: new Error('ERR_CONNECTION_REFUSED'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin: {} as never,
  });
  mockInstance.loadRemote.mockResolvedValue(failOver);
  await expect(loadRemoteApp('admin')).resolves.toEqual({ default: RemoteUnavailable });
});
