import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

const MINUTE = 60_000;

/** Product §9 cache freshness. */
export const freshness = {
  /** Customers, aircraft types, locations, statuses and aircraft. */
  reference: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE },
  bookings: { staleTime: 2 * MINUTE, gcTime: 5 * MINUTE },
} as const;

/**
 * Product §7 defaults: no retries, no refetch on focus, no polling; by default data never goes stale and
 * unused data is kept 5 minutes. `onUnauthorized` runs when any call answers 401 (the server session ended).
 */
export function createQueryClient(
  options: {
    onUnauthorized?: () => void;
    /**
     * Reads are tried even when the browser says it is offline: on `/crew` the service worker answers
     * them from the last schedule it saw (docs/decisions/032).
     */
    offlineFirst?: boolean;
  } = {},
): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * MINUTE,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: options.offlineFirst ? "offlineFirst" : "online",
      },
      mutations: { retry: false },
    },
  });
}
