import { Loading } from './loading';
import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A page loaded as its own chunk the first time its route is visited, with the Loading indicator
 * meanwhile. A chunk that fails to load reaches the shell's remote boundary, which offers a retry.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
