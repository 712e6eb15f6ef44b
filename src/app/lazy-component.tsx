import type { ComponentType } from 'react';

/**
 * A component whose code loads on first use (it suspends meanwhile; a failed load throws to the error boundary,
 * whose retry loads the page afresh). Unlike React.lazy, once `preload` has resolved it renders at once: a
 * prerendered page hydrates, and the build renders it to HTML, without a fallback in between.
 */
export function lazyComponent(load: () => Promise<ComponentType>) {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failure: { error: unknown } | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    ));
  function Lazy() {
    // Suspends the way React.lazy does: the nearest Suspense shows its fallback until the promise settles.
    if (failure) throw failure.error;
    if (!Loaded) throw preload();
    return <Loaded />;
  }
  return Object.assign(Lazy, { preload });
}
