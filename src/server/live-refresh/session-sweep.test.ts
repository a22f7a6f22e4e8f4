import { describe, expect, it } from "vitest";
import { createSessionSweep, type OpenStream } from "./session-sweep.ts";

/**
 * What a sweep costs (live-refresh/session-sweep.ts): a counter read per notification, and one session
 * query for all open streams only when the auth counter has moved. No database here: the counter and
 * the sessions are the test's.
 */
const silent = { warn() {} } as never;

function setup() {
  let auth = 1;
  const live = new Set(["s1", "s2", "s3"]);
  const queries: string[][] = [];
  const streams = new Set<OpenStream & { closed: boolean; checks: number }>();
  const open = (sessionId: string) => {
    const stream = {
      sessionId,
      closed: false,
      checks: 0,
      close() {
        stream.closed = true;
        streams.delete(stream);
      },
      check() {
        stream.checks++;
      },
    };
    streams.add(stream);
    return stream;
  };
  let reads = 0;
  const sweep = createSessionSweep({
    authCounter: async () => {
      reads++;
      return auth;
    },
    liveSessions: async (ids) => {
      queries.push(ids);
      return new Set(ids.filter((id) => live.has(id)));
    },
    streams: () => streams,
    log: silent,
  });
  return {
    sweep,
    open,
    live,
    queries,
    reads: () => reads,
    moveAuth: () => auth++,
  };
}

/** Lets the sweeps that notifications started run to their end. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe("the live streams' session sweep", () => {
  it("asks for the sessions only when the auth counter moved, once for all streams, and closes the ended", async () => {
    const { sweep, open, live, queries, reads, moveAuth } = setup();
    const [one, two, twoAgain, three] = [open("s1"), open("s2"), open("s2"), open("s3")];
    sweep.moved();
    await settle();
    // The first notification has no counter to compare with: one query.
    expect(queries).toEqual([["s1", "s2", "s3"]]);

    // Data writes: the counter is read, the sessions are not.
    for (let i = 0; i < 3; i++) {
      sweep.moved();
      await settle();
    }
    expect(reads()).toBe(4);
    expect(queries).toHaveLength(1);

    live.delete("s2");
    moveAuth();
    sweep.moved();
    await settle();
    expect(queries).toEqual([
      ["s1", "s2", "s3"],
      ["s1", "s2", "s3"],
    ]);
    expect([one.closed, two.closed, twoAgain.closed, three.closed]).toEqual([false, true, true, false]);
  });

  it("answers a burst of notifications with one sweep under way and one after it", async () => {
    const { sweep, open, queries, reads, moveAuth } = setup();
    open("s1");
    for (let i = 0; i < 20; i++) {
      moveAuth();
      sweep.moved();
    }
    await settle();
    expect(reads()).toBe(1);
    expect(queries).toHaveLength(1);
  });

  it("has a stream checked at an older counter than the newest read check its own session", async () => {
    const { sweep, open, moveAuth } = setup();
    open("s1");
    moveAuth();
    sweep.moved();
    await settle();
    const late = open("s2");
    // Its session was found live at counter 1; the sweep has read 2 (and may have listed streams before it).
    sweep.opened(late, 1);
    expect(late.checks).toBe(1);
    const current = open("s3");
    sweep.opened(current, 2);
    expect(current.checks).toBe(0);
  });
});
