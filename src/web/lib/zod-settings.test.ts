import { describe, expect, it } from "vitest";
import "./zod-settings.ts";
import { z } from "zod";

describe("zod settings", () => {
  it("zod runs without compiling parsers (no eval under the page's Content-Security-Policy)", () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
