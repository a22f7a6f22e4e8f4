import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bookingWriteMutationKey } from "../../data/bookings-cache.ts";
import { getRemembered } from "../../data/data-versions.ts";
import { startLiveRefresh } from "./use-live-refresh.ts";

/** Stands in for the browser's EventSource: the test opens it, sends events and fails it. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  /** Opens, then says hello as the server does, with its change counter. */
  open(version: number | null = 1) {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
    this.send("hello", version === null ? {} : { version });
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(
      new MessageEvent(type, { data: typeof data === "string" ? data : JSON.stringify(data) }),
    );
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.dispatchEvent(new Event("error"));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

const KEYS = [
  ["/api/bookings", { from: "2025-03-01", to: "2025-03-31" }],
  ["/api/bookings", { from: "2025-03-03", to: "2025-03-09" }],
  ["/api/customers"],
  ["/api/locations"],
  ["/api/aircraft-types"],
  ["/api/aircraft-types-with-aircraft"],
  ["/api/aircraft-by-type", 2],
  ["/api/booking-statuses"],
  ["/api/auth/me"],
] as const;

/** Every key but the session check's, which a stream's hello leaves alone (it is no list). */
const LISTS = KEYS.filter((key) => key[0] !== "/api/auth/me")
  .map((key) => JSON.stringify(key))
  .sort();

describe("live refresh in the browser", () => {
  let queryClient: QueryClient;
  let fetched: string[];
  let stop: () => void;
  const unsubscribers: (() => void)[] = [];
  const latest = () => FakeEventSource.instances.at(-1)!;

  beforeEach(async () => {
    vi.useFakeTimers();
    FakeEventSource.instances = [];
    fetched = [];
    queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    // Every list is on screen (an observer each), so an invalidation refetches it.
    for (const key of KEYS) {
      const queryFn = async () => {
        fetched.push(JSON.stringify(key));
        return key;
      };
      unsubscribers.push(new QueryObserver(queryClient, { queryKey: key, queryFn }).subscribe(() => {}));
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toHaveLength(KEYS.length);
    fetched = [];
    stop = startLiveRefresh(queryClient, {
      createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    });
  });
  afterEach(() => {
    stop();
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
    vi.useRealTimers();
  });

  /** Opens the stream and lets its hello's refetch (of lists read before it opened) happen. */
  const openStream = async () => {
    latest().open();
    await vi.advanceTimersByTimeAsync(100);
  };

  const refetchedAfter = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    return [...new Set(fetched)].sort();
  };

  it("opens /api/events", () => {
    expect(latest().url).toBe("/api/events");
  });

  it("refetches the lists a table feeds 100 ms after a change, once for a burst", async () => {
    await openStream();
    fetched = [];
    for (let i = 0; i < 20; i += 1) latest().send("change", { table: "scheduler_booking_daily_details" });
    latest().send("change", { table: "scheduler_bookings" });
    expect(await refetchedAfter(99)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched.sort()).toEqual([JSON.stringify(KEYS[0]), JSON.stringify(KEYS[1])].sort());
  });

  it.each([
    ["scheduler_customer", ["/api/customers", "/api/bookings"]],
    ["scheduler_location", ["/api/locations", "/api/bookings"]],
    [
      "aircraft",
      ["/api/aircraft-types", "/api/aircraft-types-with-aircraft", "/api/aircraft-by-type", "/api/bookings"],
    ],
    [
      "aircraft_type",
      ["/api/aircraft-types", "/api/aircraft-types-with-aircraft", "/api/aircraft-by-type", "/api/bookings"],
    ],
    ["scheduler_booking_status", ["/api/booking-statuses"]],
  ])("maps %s to its lists", async (table, paths) => {
    await openStream();
    fetched = [];
    latest().send("change", { table });
    const refetched = (await refetchedAfter(100)).map((key) => JSON.parse(key)[0] as string);
    expect([...new Set(refetched)].sort()).toEqual([...paths].sort());
  });

  it("ignores unknown tables and malformed events", async () => {
    await openStream();
    fetched = [];
    latest().send("change", { table: "sessions" });
    latest().send("change", "not json");
    expect(await refetchedAfter(500)).toEqual([]);
  });

  it("refetches everything after the browser reconnects by itself, and after a resync", async () => {
    await openStream();
    fetched = [];
    latest().fail(0);
    latest().open();
    expect(await refetchedAfter(100)).toEqual(LISTS);

    fetched = [];
    latest().send("resync", {});
    expect(await refetchedAfter(100)).toHaveLength(KEYS.length);
  });

  it("opens a new stream with backoff when the browser gives up, then refetches everything", async () => {
    await openStream();
    const first = latest();
    first.fail(2);
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    // Still failing: the next wait is longer.
    latest().fail(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    fetched = [];
    latest().open();
    expect(await refetchedAfter(100)).toEqual(LISTS);
  });

  it("refetches lists fetched before the stream first opened, since a change may have been missed", async () => {
    await vi.advanceTimersByTimeAsync(5);
    latest().open();
    expect(await refetchedAfter(100)).toEqual(LISTS);
  });

  it("on hello, refetches only the lists read before the server's change counter", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      // The ETag starts with the counter the answer was built at, in base 36: a is 10, 9 is 9.
      return new Response("[]", { headers: { ETag: url === "/api/read-at-10" ? '"a.1"' : '"9.1"' } });
    });
    try {
      for (const path of ["/api/read-at-10", "/api/read-at-9"]) {
        const observer = new QueryObserver(queryClient, {
          queryKey: [path],
          queryFn: () => getRemembered([path], path, {}),
        });
        unsubscribers.push(observer.subscribe(() => {}));
      }
      await vi.advanceTimersByTimeAsync(0);
      expect(asked.sort()).toEqual(["/api/read-at-10", "/api/read-at-9"]);
      asked.length = 0;
      latest().open(10);
      await vi.advanceTimersByTimeAsync(100);
      expect(asked).toEqual(["/api/read-at-9"]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("never asks the session check again once signed out, even with a refetch of everything due", async () => {
    await openStream();
    fetched = [];
    latest().send("resync", {});
    // The inactivity timeout fires within the 100 ms (product §4): the user is cleared.
    queryClient.setQueryData(["/api/auth/me"], null);
    expect(await refetchedAfter(100)).not.toContain(JSON.stringify(["/api/auth/me"]));
  });

  it("refetches everything when the hello names no change counter", async () => {
    latest().open(null);
    expect(await refetchedAfter(100)).toHaveLength(KEYS.length);
  });

  it("leaves the bookings to this browser's own edit while one is in flight", async () => {
    await openStream();
    fetched = [];
    let finish = () => {};
    const edit = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: bookingWriteMutationKey,
        mutationFn: () =>
          new Promise<void>((r) => {
            finish = r;
          }),
      })
      .execute(undefined);
    latest().send("change", { table: "scheduler_booking_daily_details" });
    latest().send("change", { table: "scheduler_customer" });
    expect(await refetchedAfter(100)).toEqual([JSON.stringify(["/api/customers"])]);
    finish();
    await edit;
  });

  it("stops: closes the stream and refetches nothing more", async () => {
    latest().open();
    latest().send("change", { table: "scheduler_bookings" });
    stop();
    expect(latest().closed).toBe(true);
    fetched = [];
    expect(await refetchedAfter(1_000)).toEqual([]);
  });
});
