import { describe, expect, it } from "vitest";
import { sendInTurn } from "./stale-write.ts";

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
});
