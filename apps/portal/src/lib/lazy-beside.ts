import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// As React's own `lazy` takes it: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A component whose code is not part of the page's first load but is requested at once: `module` is an `import()`
 * started when the calling module runs, so its chunk arrives beside the page's own instead of after hydration.
 * Rendered through `React.lazy` (inside a Suspense boundary): the server renders it as usual, and hydration keeps
 * that markup until the chunk has arrived. For parts whose data comes after hydration anyway.
 */
export function lazyBeside<M, K extends keyof M>(
  module: Promise<M>,
  name: K,
): LazyExoticComponent<M[K] & AnyComponent> {
  return lazy(() => module.then((loaded) => ({ default: loaded[name] as M[K] & AnyComponent })));
}
