import type { ComponentType } from 'react';
import { configureApiClient } from '@ghadi/api-client';
import { RemoteUnavailable } from '@/components/remote-unavailable';
import { federation, type Federation } from './federation';
import { runtimeConfig } from './runtime-config';
import { isUnavailableRemote } from './unavailable-remote';

export type RemoteName = 'admin' | 'agent';
type RemoteAppModule = { default: ComponentType };

let registered: Promise<Federation> | undefined;

function registerFromConfig(): Promise<Federation> {
  registered ??= runtimeConfig().then(({ apiBaseUrl, remotes }) => {
    // The back offices call the API through the page's one shared client; the public pages do not use it.
    configureApiClient(apiBaseUrl);
    const absolute = (entry: string) => new URL(entry, window.location.href).href;
    const instance = federation();
    instance.registerRemotes([
      { name: 'admin', entry: absolute(remotes.admin) },
      { name: 'agent', entry: absolute(remotes.agent) },
    ]);
    return instance;
  });
  return registered;
}

/** Loads a remote's exposed ./App; a remote that cannot be reached renders the fallback with Retry. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteAppModule> {
  const instance = await registerFromConfig();
  const module = await instance.loadRemote<RemoteAppModule>(`${name}/App`);
  if (!module || isUnavailableRemote(module)) return { default: RemoteUnavailable };
  return module;
}
