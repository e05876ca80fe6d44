import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Phones on slow networks: give a remote's entry and manifest as long as any other chunk (120 s),
// not the runtime's 20 s default.
const LOAD_TIMEOUT_MS = 120_000;

export default function loadTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'load-timeout',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script, timeout: LOAD_TIMEOUT_MS };
    },
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
    },
  };
}
