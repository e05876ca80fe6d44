import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemote } from '@/lib/unavailable-remote';

/**
 * A remote that cannot be loaded resolves to a marker module, which the shell renders as the
 * "unavailable" screen with Retry instead of a blank page.
 */
export default function offlineRemoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'offline-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' && lifecycle !== 'afterResolve') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      return unavailableRemote;
    },
  };
}
