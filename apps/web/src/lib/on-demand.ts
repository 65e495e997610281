import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A thenable that answers at once. React.lazy reads its factory's answer through `then`; a
 * promise, even a resolved one, calls back only after the render in progress, so the component
 * suspends: its fallback is committed, and the content comes a commit later, which React holds
 * back until 300 ms after the fallback appeared. This one calls back inside `then`, so React
 * renders the component in the same pass.
 */
export function answeredNow<T>(value: T): Promise<T> {
  return { then: (resolve: (v: T) => void) => resolve(value) } as unknown as Promise<T>;
}

/**
 * Code loaded on demand (a dynamic import), asked for once. `part` makes a lazy component of one of
 * its exports that renders in the same pass when the code is already in: call `load` before the
 * part first renders (WhenNear's `prepare`, the route table's `loadAhead`) and no fallback shows.
 * A failed load may be asked again. `onRender` is how a part's render loads code that is not in
 * yet (a page's stale-code rule, lib/stale-code.ts); `load` itself stays plain.
 */
export function onDemand<M>(
  importer: () => Promise<M>,
  { onRender = (load) => load() }: { onRender?: (load: () => Promise<M>) => Promise<M> } = {},
) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (loading ??= importer().then(
      (m) => (loaded = m),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const part = <P extends object>(
    pick: (m: M) => ComponentType<P>,
  ): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      loaded
        ? answeredNow({ default: pick(loaded) })
        : onRender(load).then((m) => ({ default: pick(m) })),
    );
  return { load, part };
}
