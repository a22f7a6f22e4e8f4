import type { QueryClient } from "@tanstack/react-query";
import { bookingWriteMutationKey } from "../../data/bookings-cache.ts";
import { readVersion } from "../../data/data-versions.ts";
import { BOOKINGS_PATH } from "../../data/get-bookings.ts";
import { CHANGE_FLAGS_PATH, flagsOnTheirWay } from "../../data/get-change-flags.ts";
import { ME_PATH } from "../../data/get-me.ts";

/** What the stream tells the lists; each call refetches what it names `delayMs` later, once a burst. */
export interface RefreshQueue {
  /** A stream began at the server's change `version` (undefined: unknown, so refetch everything). */
  hello(version: number | undefined): void;
  /** A change at `version` touched the lists under `paths`. */
  changed(paths: readonly string[], version: number | undefined): void;
  /** The server may have missed changes: refetch everything. */
  resync(): void;
  stop(): void;
}

/**
 * The lists to refetch, gathered over `delayMs` after the first change of a burst (one refetch per
 * list however many changes arrive meanwhile), skipping a list already read at the change's version:
 * the writer's own refetch holds its change, so its echo costs nothing (docs/decisions/012).
 */
export function createRefreshQueue(queryClient: QueryClient, delayMs: number): RefreshQueue {
  /** Lists to refresh, by path, with the newest change counter heard for each (undefined: unknown). */
  const pending = new Map<string, number | undefined>();
  let everything = false;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    flushTimer ??= setTimeout(flush, delayMs);
  };

  function flush() {
    flushTimer = undefined;
    // A booking edit of this browser refetches the bookings when its last write settles; refetching
    // before that would briefly show the cell's old value (see bookings-cache.ts).
    const editing = queryClient.isMutating({ mutationKey: bookingWriteMutationKey }) > 0;
    // Once signed out (the inactivity timeout may fire in the same moment as this), the session check
    // is not asked again: with the sign-out request failed it would sign the user back in.
    const signedOut = queryClient.getQueryData([ME_PATH]) === null;
    // The flags wait with the bookings: the refetch after the write brings them (docs/decisions/031).
    const skip = (path: unknown) =>
      (editing && (path === BOOKINGS_PATH || path === CHANGE_FLAGS_PATH)) || (signedOut && path === ME_PATH);
    if (everything) {
      void queryClient.invalidateQueries({ predicate: (query) => !skip(query.queryKey[0]) });
      everything = false;
      pending.clear();
      return;
    }
    const waiting = new Map<string, number | undefined>();
    // The flags last: the bookings reads just started bring them (docs/decisions/031).
    const paths = [...pending].sort(
      ([a], [b]) => Number(a === CHANGE_FLAGS_PATH) - Number(b === CHANGE_FLAGS_PATH),
    );
    for (const [path, version] of paths) {
      if (skip(path)) {
        waiting.set(path, version);
        continue;
      }
      for (const query of queryClient.getQueryCache().findAll({ queryKey: [path] })) {
        // Already read at the change's version or later (this browser's own write, refetched): done.
        if (version !== undefined && (readVersion(query.queryHash) ?? -1) >= version) continue;
        // A read under way may or may not hold the change: look again once it has answered. The flags
        // also come with a bookings read under way, and are looked at again once it has handed them over.
        const underWay =
          query.state.fetchStatus === "fetching" || (path === CHANGE_FLAGS_PATH && flagsOnTheirWay());
        if (underWay) waiting.set(path, version);
        else void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
    }
    pending.clear();
    for (const [path, version] of waiting) pending.set(path, version);
    if (pending.size > 0) schedule();
  }

  /** Notes that the lists under `path` may lack changes up to `version` (undefined: unknown). */
  function hear(path: string, version: number | undefined) {
    const known = pending.has(path) ? pending.get(path) : version;
    pending.set(path, known === undefined || version === undefined ? undefined : Math.max(known, version));
  }

  return {
    hello(version) {
      if (version === undefined) {
        everything = true;
      } else {
        // Every list held or on its way, as if each had changed at that counter. Not the session check:
        // it is no list, and was read with the page.
        for (const query of queryClient.getQueryCache().getAll()) {
          const path = query.queryKey[0];
          const read = query.state.dataUpdatedAt > 0 || query.state.fetchStatus === "fetching";
          if (read && typeof path === "string" && path !== ME_PATH) hear(path, version);
        }
      }
      schedule();
    },
    changed(paths, version) {
      for (const path of paths) hear(path, version);
      schedule();
    },
    resync() {
      everything = true;
      schedule();
    },
    stop() {
      clearTimeout(flushTimer);
    },
  };
}
