import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { configureApiClient } from '@ghadi/api-client';
import { RemoteUnavailable } from '@/components/remote-unavailable';
import { runtimeConfig } from './runtime-config';
import { isUnavailableRemote } from './unavailable-remote';

export type RemoteName = 'admin' | 'agent';
type RemoteAppModule = { default: ComponentType };

let registered: Promise<void> | undefined;

function registerFromConfig(): Promise<void> {
  registered ??= runtimeConfig().then(({ apiBaseUrl, remotes }) => {
    // The back offices call the API through the page's one shared client; the public pages do not use it.
    configureApiClient(apiBaseUrl);
    const absolute = (entry: string) => new URL(entry, window.location.href).href;
    registerRemotes([
      { name: 'admin', entry: absolute(remotes.admin) },
      { name: 'agent', entry: absolute(remotes.agent) },
    ]);
  });
  return registered;
}

/** Loads a remote's exposed ./App; a remote that cannot be reached renders the fallback with Retry. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  await registerFromConfig();
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module || isUnavailableRemote(module)) return { default: RemoteUnavailable };
  return module;
}
