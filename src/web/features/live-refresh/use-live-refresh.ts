import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  EVENTS_PATH,
  isLiveRefreshTable,
  LIVE_REFRESH_DELAY_MS,
  type LiveRefreshTable,
} from "../../../shared/live-refresh.ts";
import { bookingWriteMutationKey } from "../../data/bookings-cache.ts";
import { readVersion } from "../../data/data-versions.ts";
import { BOOKINGS_PATH } from "../../data/get-bookings.ts";
import { ME_PATH } from "../../data/get-me.ts";
import { setLiveStatus } from "../../lib/live-status.ts";
import { KEYS_FOR_TABLE } from "./keys-for-table.ts";

// EventSource.OPEN: the stream is connected.
const OPEN = 1;
// EventSource.CLOSED: the browser gave up (an HTTP error such as 401 or 502) and will not retry itself.
const CLOSED = 2;

export interface LiveRefreshOptions {
  url?: string;
  delayMs?: number;
  createEventSource?: (url: string) => EventSource;
  /** Wait before opening a new stream after the browser gave up on one. */
  retryDelayMs?: (attempt: number) => number;
}

const defaultRetryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 30_000);

/**
 * Product §4 live refresh: listens to `GET /api/events` and refetches the lists a change touches, 100 ms
 * after the first change of a burst (one refetch per list however many changes arrive meanwhile), but
 * not a list already read at the change's version: the writer's own refetch holds its change, so its
 * echo costs nothing (docs/decisions/012).
 * Each stream begins with `hello` and the server's change counter: a list read before (at page load,
 * or before a reconnect) is refetched unless it was read at that counter or later, so a change made
 * while no stream was open is never lost and a list just read is not read twice. When the server says
 * it may have missed changes (`resync`) everything is refetched. Returns the function that stops it.
 */
export function startLiveRefresh(queryClient: QueryClient, options: LiveRefreshOptions = {}): () => void {
  const {
    url = EVENTS_PATH,
    delayMs = LIVE_REFRESH_DELAY_MS,
    createEventSource = (address) => new EventSource(address),
    retryDelayMs = defaultRetryDelay,
  } = options;
  /** Lists to refresh, by path, with the newest change counter heard for each (undefined: unknown). */
  const pending = new Map<string, number | undefined>();
  let everything = false;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | undefined;
  let failures = 0;
  let stopped = false;

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
    const skip = (path: unknown) => (editing && path === BOOKINGS_PATH) || (signedOut && path === ME_PATH);
    if (everything) {
      void queryClient.invalidateQueries({ predicate: (query) => !skip(query.queryKey[0]) });
      everything = false;
      pending.clear();
      return;
    }
    const waiting = new Map<string, number | undefined>();
    for (const [path, version] of pending) {
      if (skip(path)) {
        waiting.set(path, version);
        continue;
      }
      for (const query of queryClient.getQueryCache().findAll({ queryKey: [path] })) {
        // Already read at the change's version or later (this browser's own write, refetched): done.
        if (version !== undefined && (readVersion(query.queryHash) ?? -1) >= version) continue;
        // A read under way may or may not hold the change: look again once it has answered.
        if (query.state.fetchStatus === "fetching") waiting.set(path, version);
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

  function connect() {
    const stream = createEventSource(url);
    source = stream;
    stream.addEventListener("open", () => {
      failures = 0;
      setLiveStatus(true);
    });
    stream.addEventListener("hello", (event) => {
      const version = parseVersion((event as MessageEvent<string>).data);
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
    });
    stream.addEventListener("change", (event) => {
      const change = parseChange((event as MessageEvent<string>).data);
      if (!change) return;
      for (const path of KEYS_FOR_TABLE[change.table]) hear(path, change.version);
      schedule();
    });
    stream.addEventListener("resync", () => {
      everything = true;
      schedule();
    });
    stream.addEventListener("error", () => {
      if (source === stream && stream.readyState !== OPEN) setLiveStatus(false);
      // While CONNECTING the browser retries by itself; once CLOSED, open a new stream later.
      if (stream.readyState !== CLOSED || stopped || source !== stream) return;
      stream.close();
      source = undefined;
      retryTimer = setTimeout(connect, retryDelayMs(failures));
      failures += 1;
    });
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(flushTimer);
    clearTimeout(retryTimer);
    source?.close();
    source = undefined;
  };
}

function parseVersion(data: string): number | undefined {
  try {
    const { version } = JSON.parse(data) as { version?: unknown };
    return typeof version === "number" ? version : undefined;
  } catch {
    return undefined;
  }
}

function parseChange(data: string): { table: LiveRefreshTable; version?: number } | undefined {
  try {
    const { table, version } = JSON.parse(data) as { table?: unknown; version?: unknown };
    if (typeof table !== "string" || !isLiveRefreshTable(table)) return undefined;
    return { table, version: typeof version === "number" ? version : undefined };
  } catch {
    return undefined;
  }
}

/** Mounted once by the signed-in app shell: keeps every open list up to date with other people's edits. */
export function useLiveRefresh(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? startLiveRefresh(queryClient) : undefined), [queryClient, enabled]);
}
