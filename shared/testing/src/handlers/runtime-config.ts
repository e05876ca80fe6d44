import { http, HttpResponse } from 'msw';
import { apiPaths, type RuntimeConfig } from '@ghadi/contracts';

/** /runtime-config.json with the remotes where the server puts them; `settings` is read per request, so tests may change it. */
export const runtimeConfigHandler = (settings: () => Partial<Pick<RuntimeConfig, 'siteName' | 'timeZone' | 'pushPublicKey'>>) =>
  http.get(`*${apiPaths.runtimeConfig}`, () =>
    HttpResponse.json({
      apiBaseUrl: '',
      remotes: { admin: '/remotes/admin/mf-manifest.json', agent: '/remotes/agent/mf-manifest.json' },
      ...settings(),
    }),
  );
