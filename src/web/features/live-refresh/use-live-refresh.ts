import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { EVENTS_PATH, isLiveRefreshTable, LIVE_REFRESH_DELAY_MS } from "../../../shared/live-refresh.ts";
import { bookingWriteMutationKey } from "../../data/bookings-cache.ts";
import { BOOKINGS_PATH } from "../../data/get-bookings.ts";
import { KEYS_FOR_TABLE } from "./keys-for-table.ts";

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
 * after the first change of a burst (one refetch per list however many changes arrive meanwhile).
 * After a reconnect, or when the server says it may have missed changes (`resync`), it refetches
 * everything, so a change made while disconnected is never lost. Returns the function that stops it.
 */
export function startLiveRefresh(queryClient: QueryClient, options: LiveRefreshOptions = {}): () => void {
  const {
    url = EVENTS_PATH,
    delayMs = LIVE_REFRESH_DELAY_MS,
    createEventSource = (address) => new EventSource(address),
    retryDelayMs = defaultRetryDelay,
  } = options;
  const pending = new Set<string>();
  let everything = false;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | undefined;
  let failures = 0;
  let openedBefore = false;
  let stopped = false;

  const schedule = () => {
    flushTimer ??= setTimeout(flush, delayMs);
  };

  function flush() {
    flushTimer = undefined;
    // A booking edit of this browser refetches the bookings when its last write settles; refetching
    // before that would briefly show the cell's old value (see bookings-cache.ts).
    const editing = queryClient.isMutating({ mutationKey: bookingWriteMutationKey }) > 0;
    const skip = (path: unknown) => editing && path === BOOKINGS_PATH;
    if (everything) {
      void queryClient.invalidateQueries({ predicate: (query) => !skip(query.queryKey[0]) });
    } else {
      for (const path of pending) if (!skip(path)) void queryClient.invalidateQueries({ queryKey: [path] });
    }
    everything = false;
    pending.clear();
  }

  function connect() {
    const stream = createEventSource(url);
    source = stream;
    stream.addEventListener("open", () => {
      failures = 0;
      if (openedBefore) {
        // Reconnected: whatever changed while the stream was down was not heard.
        everything = true;
        schedule();
      } else {
        // Lists fetched before the stream was open may have missed a change made meanwhile.
        const openedAt = Date.now();
        void queryClient.invalidateQueries({
          predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < openedAt,
        });
      }
      openedBefore = true;
    });
    stream.addEventListener("change", (event) => {
      const table = parseTable((event as MessageEvent<string>).data);
      if (!table) return;
      for (const path of KEYS_FOR_TABLE[table]) pending.add(path);
      schedule();
    });
    stream.addEventListener("resync", () => {
      everything = true;
      schedule();
    });
    stream.addEventListener("error", () => {
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

function parseTable(data: string) {
  try {
    const table = (JSON.parse(data) as { table?: unknown }).table;
    return typeof table === "string" && isLiveRefreshTable(table) ? table : undefined;
  } catch {
    return undefined;
  }
}

/** Mounted once by the signed-in app shell: keeps every open list up to date with other people's edits. */
export function useLiveRefresh(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? startLiveRefresh(queryClient) : undefined), [queryClient, enabled]);
}
