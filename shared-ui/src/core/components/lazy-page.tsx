import { Suspense, lazy, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes } from 'react-router';
import { Loading } from './loading';

export interface LazyPage<P> {
  (props: P): ReactElement;
  /** Starts loading the page's chunk, if it has not started yet. */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A page loaded as its own chunk the first time its route is visited (or preloaded), with the
 * Loading indicator meanwhile. A chunk that fails to load reaches the shell's remote boundary, which
 * offers a retry; the retry loads it again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function PageBody(props: P) {
    // Chosen once per mount, as switching from the lazy wrapper to the loaded page would remount it:
    // a page already loaded is drawn at once; otherwise a new lazy wrapper, so that a page whose
    // chunk failed to load loads again when the boundary's retry remounts it.
    const [Page] = useState(() => loaded ?? lazy(async () => ({ default: await preload() })));
    return <Page {...props} />;
  }
  function LoadedPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <PageBody {...props} />
      </Suspense>
    );
  }
  return Object.assign(LoadedPage, { preload });
}

/**
 * Starts loading the lazily loaded pages of the routes that match `pathname`; settles when they have
 * loaded (or failed: the page then tries again when drawn, and shows the failure). Called as an app's
 * module loads, the page the visitor opened arrives with the app and is drawn in the app's first
 * render, instead of a Loading indicator first and the page in a second pass.
 */
export async function preloadPagesOf(routes: ReactNode, pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  const pages = matches.map(({ route }) => (route.element as ReactElement | null | undefined)?.type as Partial<LazyPage<object>> | undefined);
  await Promise.all(pages.map((page) => page?.preload?.().catch(() => undefined)));
}
