import { type ComponentType, createElement, lazy, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Code that stays out of the table's first download (docs/decisions/018): a module loaded on first
 * need or when the browser is idle after the first rows, readable synchronously once it is, so a
 * control built on it can swap in the real thing without a render that waits.
 */
export interface LazyModule<T> {
  /** The module once loaded, else undefined. */
  current: () => T | undefined;
  load: () => Promise<T>;
  subscribe: (listener: () => void) => () => void;
}

const loaders: Array<() => Promise<unknown>> = [];

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A failed download (a deploy replaced the files, the network blinked) is tried again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  loaders.push(load);
  return {
    current: () => loaded,
    load,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module if loaded; re-renders when it arrives. */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.current);
}

/**
 * A page's module, loaded while `wanted` and rendered as soon as it is here, without a Suspense round:
 * React holds back a Suspense boundary's content for up to 300 ms after its fallback showed, which held
 * a page's first rows back that long. A failed download is reported, and can be tried again.
 */
export function useLoadedModule<T>(module: LazyModule<T>, wanted = true) {
  const loaded = useLazyModule(module);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (wanted && !loaded && !failed) module.load().catch(() => setFailed(true));
  }, [module, wanted, loaded, failed]);
  return { loaded, failed, retry: () => setFailed(false) };
}

/**
 * React.lazy for a component that is also fetched by `prefetchLazyModules`. An instance mounted after
 * the code arrived renders it at once, without a Suspense round (a dialog opened by a keypress gets
 * its focus in the same frame).
 */
// biome-ignore lint/suspicious/noExplicitAny: as React.lazy, any component props
export function lazyComponent<P extends Record<string, any>>(
  importer: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const module = lazyModule(importer);
  const Lazy = lazy(() => module.load().then((component) => ({ default: component })));
  return function LazyComponent(props: P) {
    const [Component] = useState(() => module.current() ?? Lazy);
    return createElement(Component, props);
  };
}

/**
 * Starts every lazily loaded module's download: called once the first screen has its data. The
 * performance mark lets `npm run bench:table` see when they have all arrived.
 */
export async function prefetchLazyModules(): Promise<void> {
  await Promise.allSettled(loaders.map((load) => load()));
  performance.mark(LAZY_MODULES_PREFETCHED);
}

export const LAZY_MODULES_PREFETCHED = "lazy-modules-prefetched";
