import { describe, expect, it, vi } from "vitest";
import { sharedRead } from "./shared-read.ts";

/** A read finished by hand; read number n (from 0) answers n. */
function controlledRead() {
  const pending: Array<(value: number) => void> = [];
  return {
    started: () => pending.length,
    read: () => new Promise<number>((resolve) => pending.push(resolve)),
    finish: (n: number) => pending[n]?.(n),
  };
}

describe("sharedRead", () => {
  it("callers arriving during a read share the next one, never the one already under way", async () => {
    const source = controlledRead();
    const current = sharedRead(source.read);
    const first = current();
    await vi.waitFor(() => expect(source.started()).toBe(1));
    // Three callers arrive while the first read runs: none may take its answer.
    const late = [current(), current(), current()];
    expect(source.started()).toBe(1);
    source.finish(0);
    expect(await first).toBe(0);
    // One more read, started after all three arrived, answers all three.
    await vi.waitFor(() => expect(source.started()).toBe(2));
    source.finish(1);
    expect(await Promise.all(late)).toEqual([1, 1, 1]);
  });

  it("callers arriving in one turn of the event loop share one read, started after the last of them", async () => {
    const source = controlledRead();
    const current = sharedRead(source.read);
    const together = [current(), current(), current()];
    // Nothing has started yet: a caller later in this turn must still be served by a read after it.
    expect(source.started()).toBe(0);
    const last = current();
    await vi.waitFor(() => expect(source.started()).toBe(1));
    source.finish(0);
    expect(await Promise.all([...together, last])).toEqual([0, 0, 0, 0]);
    expect(source.started()).toBe(1);
  });

  it("a failed read fails its own callers only; the next callers read again", async () => {
    let calls = 0;
    const current = sharedRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error("connection lost");
      return calls;
    });
    await expect(current()).rejects.toThrow("connection lost");
    expect(await current()).toBe(2);
  });
});
