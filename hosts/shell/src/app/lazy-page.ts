import { lazy, type ComponentType } from 'react';
import { RemoteUnavailable } from '@/components/remote-unavailable';

/**
 * A page whose code is downloaded when it is first shown, keeping it out of the home page's first
 * download. If the download fails (a phone that went offline) the page shows the "unavailable" screen
 * with Retry instead of taking the whole site down.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      console.error('A page of the site could not be loaded', error);
      return { default: RemoteUnavailable as ComponentType<P> };
    }
  });
}
