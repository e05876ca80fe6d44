import { lazy, type ComponentType } from 'react';
import { RemoteUnavailable } from '@/components/remote-unavailable';

/** A page component downloaded when first shown, which can also be fetched ahead (`preload`). */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A page whose code is downloaded when it is first shown, keeping it out of the home page's first
 * download. Preloaded before hydrating a server-rendered page, it renders at once, as the server did;
 * otherwise it suspends until its code arrives. If the download fails (a phone that went offline) the
 * page shows the "unavailable" screen with Retry instead of taking the whole site down.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        console.error('A page of the site could not be loaded', error);
        return (loaded = RemoteUnavailable);
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Page, { preload });
}
