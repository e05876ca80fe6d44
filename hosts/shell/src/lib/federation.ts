import { createInstance } from '@module-federation/enhanced/runtime';
import loadTimeoutPlugin from '@/runtime-plugins/load-timeout';
import offlineRemoteFallbackPlugin from '@/runtime-plugins/offline-remote-fallback';
import { sharedModules } from './shared-modules';

export type Federation = ReturnType<typeof createInstance>;

let instance: Federation | undefined;

/**
 * The shell's Module Federation instance, created when a back office first loads its remote. The shell is
 * built without ModuleFederationPlugin: the public pages never load a remote, so they never download the
 * federation runtime; it comes with the back-office route's code.
 */
export function federation(): Federation {
  instance ??= createInstance({
    name: 'shell',
    // Registered from runtime-config.json (remotes.ts), so the shell never names their URLs.
    remotes: [],
    shared: sharedModules(),
    // An unreachable remote must not take the public site down with it.
    shareStrategy: 'loaded-first',
    plugins: [loadTimeoutPlugin(), offlineRemoteFallbackPlugin()],
  });
  return instance;
}
