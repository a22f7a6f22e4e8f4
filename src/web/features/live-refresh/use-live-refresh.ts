import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  EVENTS_PATH,
  isLiveRefreshTable,
  LIVE_REFRESH_DELAY_MS,
  type LiveRefreshTable,
} from "../../../shared/live-refresh.ts";
import { setLiveStatus } from "../../lib/live-status.ts";
import { KEYS_FOR_TABLE } from "./keys-for-table.ts";
import { createRefreshQueue } from "./refresh-queue.ts";

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
 * after the first change of a burst, but not a list already read at the change's version
 * (refresh-queue.ts).
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
  const queue = createRefreshQueue(queryClient, delayMs);
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | undefined;
  let failures = 0;
  let stopped = false;

  function connect() {
    const stream = createEventSource(url);
    source = stream;
    stream.addEventListener("open", () => {
      failures = 0;
      setLiveStatus(true);
    });
    stream.addEventListener("hello", (event) => {
      queue.hello(parseVersion((event as MessageEvent<string>).data));
    });
    stream.addEventListener("change", (event) => {
      const change = parseChange((event as MessageEvent<string>).data);
      if (change) queue.changed(KEYS_FOR_TABLE[change.table], change.version);
    });
    stream.addEventListener("resync", () => queue.resync());
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
    queue.stop();
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
