import { describe, expect, it, vi } from "vitest";
import { previewInTurn, sendInTurn } from "./stale-write.ts";

describe("sendInTurn (docs/decisions/028)", () => {
  it("sends a second quick edit on the version the first one left, so own edits are never stale against each other", async () => {
    const sent: (number | undefined)[] = [];
    let version = 4;
    // A server that accepts a write only at the booking's version, as lockBooking does.
    const server = async (seen: number | undefined) => {
      sent.push(seen);
      if (seen !== undefined && seen !== version) throw new Error(`409 at ${seen}`);
      version += 2;
      return { version };
    };
    const both = await Promise.all([sendInTurn(101, 4, server), sendInTurn(101, 4, server)]);
    expect(sent).toEqual([4, 6]);
    expect(both.map((answer) => answer.version)).toEqual([6, 8]);
  });

  it("a save of the same value (the version unchanged) neither loops nor moves the next write's version", async () => {
    const sent: (number | undefined)[] = [];
    const same = async (seen: number | undefined) => {
      sent.push(seen);
      return { version: 3 };
    };
    await sendInTurn(102, 3, same);
    await sendInTurn(102, 3, same);
    expect(sent).toEqual([3, 3]);
  });

  it("a write someone else made in between is not followed: the stale version goes out and is refused", async () => {
    const sent: (number | undefined)[] = [];
    await sendInTurn(103, 1, async (seen) => {
      sent.push(seen);
      return { version: 2 };
    });
    await sendInTurn(103, 5, async (seen) => {
      sent.push(seen);
      return { version: 6 };
    });
    expect(sent).toEqual([1, 5]);
  });

  it("a preview waits for this browser's write of the booking on its way and goes out on the version it left", async () => {
    const order: string[] = [];
    let answer = (_: { version: number }) => {};
    const write = sendInTurn(104, 3, (seen) => {
      order.push(`write at ${seen}`);
      return new Promise<{ version: number }>((done) => {
        answer = done;
      });
    });
    const preview = previewInTurn(104, 3, async (seen) => {
      order.push(`preview at ${seen}`);
      return [];
    });
    await vi.waitFor(() => expect(order).toEqual(["write at 3"]));
    await new Promise((done) => setTimeout(done, 10));
    expect(order).toEqual(["write at 3"]);
    answer({ version: 4 });
    await Promise.all([write, preview]);
    expect(order).toEqual(["write at 3", "preview at 4"]);
    // Someone else's version is not followed: a preview on it goes out stale, to be refused.
    await previewInTurn(104, 2, async (seen) => order.push(`preview at ${seen}`));
    expect(order.at(-1)).toBe("preview at 2");
  });
});
