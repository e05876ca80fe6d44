import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { apiClient } from '@ghadi/api-client';
import { RemoteUnavailable } from '@/components/remote-unavailable';
import offlineRemoteFallbackPlugin from '@/runtime-plugins/offline-remote-fallback';
import { loadRemoteApp } from '../remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const server = setupServer(
  http.get('https://api.example.test/api/echo', () => HttpResponse.json({ success: true })),
  http.get('*/runtime-config.json', () =>
    HttpResponse.json({
      apiBaseUrl: 'https://api.example.test',
      remotes: { admin: 'https://cdn.example.test/admin/mf-manifest.json', agent: '/remotes/agent/mf-manifest.json' },
    }),
  ),
);
beforeAll(() => server.listen());
afterAll(() => server.close());

test('remote locations come from runtime-config.json, made absolute', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
  await loadRemoteApp('agent');
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'admin', entry: 'https://cdn.example.test/admin/mf-manifest.json' },
    { name: 'agent', entry: 'http://localhost/remotes/agent/mf-manifest.json' },
  ]);
  expect(loadRemote).toHaveBeenCalledWith('agent/App');
});

test('the shared API client the remotes use calls the API named in runtime-config.json', async () => {
  jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
  await loadRemoteApp('admin');
  const response = await apiClient.get('/api/echo');
  expect(response.config.baseURL).toBe('https://api.example.test');
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
  jest.mocked(loadRemote).mockResolvedValue(failOver);
  await expect(loadRemoteApp('admin')).resolves.toEqual({ default: RemoteUnavailable });
});
