import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { prefetchLazyModules } from "../lib/lazy-module.ts";

/**
 * Once the first screen's reads have answered and the browser is idle (the rows are on screen), the
 * code left out of the first download is fetched: dialogs, the board, selects and tooltips then open
 * on the first click or keypress without a wait (docs/decisions/018).
 */
export function usePrefetchWhenIdle() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let handle: number | undefined;
    const unsubscribe = queryClient.getQueryCache().subscribe(() => startWhenSettled());
    function startWhenSettled() {
      if (handle !== undefined || queryClient.isFetching() > 0) return;
      unsubscribe();
      handle = whenIdle(() => void prefetchLazyModules());
    }
    startWhenSettled();
    return () => {
      unsubscribe();
      if (handle !== undefined) cancelIdle(handle);
    };
  }, [queryClient]);
}

// Chromium and Edge have requestIdleCallback; the fallback is for test environments without it.
const whenIdle = (run: () => void): number =>
  typeof requestIdleCallback === "function"
    ? requestIdleCallback(run, { timeout: 2000 })
    : window.setTimeout(run, 200);
const cancelIdle = (handle: number) =>
  typeof cancelIdleCallback === "function" ? cancelIdleCallback(handle) : window.clearTimeout(handle);
