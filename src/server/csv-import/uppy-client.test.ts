/**
 * The real Uppy client (`@uppy/core` + `@uppy/aws-s3`, Companion mode, multipart forced on) against a
 * listening server: it creates the upload, signs and PUTs each part, completes it, and the assembled
 * file is imported. A jsdom window on the server's origin gives Uppy the browser's XMLHttpRequest.
 */
import type { AddressInfo } from "node:net";
import AwsS3 from "@uppy/aws-s3";
import Uppy from "@uppy/core";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { addDays } from "../../shared/dates.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let origin: string;
let cookie: string;
let window: JSDOM["window"];
let partsPut = 0;
const browserFetch = globalThis.fetch;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login("admin");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  t.app.server.on("request", (request: { method?: string; url?: string }) => {
    if (request.method === "PUT" && request.url?.includes("/api/csv/s3/parts/")) partsPut++;
  });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The page is on the server's origin and holds the session cookie, as the web app's would.
  window = new JSDOM("", { url: `${origin}/` }).window;
  window.document.cookie = cookie;
  Object.assign(globalThis, { XMLHttpRequest: window.XMLHttpRequest });
  // Node's fetch has no cookie jar; a browser sends same-origin cookies with every fetch.
  globalThis.fetch = (input, init = {}) =>
    browserFetch(new URL(String(input), origin), {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie, origin },
    });
});
afterAll(async () => {
  globalThis.fetch = browserFetch;
  Reflect.deleteProperty(globalThis, "XMLHttpRequest");
  window.close();
  await t.close();
});

describe("Uppy's AWS S3 plugin against this server", () => {
  it("uploads a file in parts, and the assembled file imports", async () => {
    const rows = Array.from(
      { length: 400 },
      (_, i) =>
        `Uppy Co,Uppy Base,Uppy Rig ${i % 7},AW139,${addDays("2062-01-01", i)},,${String(600 + i).padStart(4, "0")},1.5,Row ${i}`,
    );
    const csv = `Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Expected Hours,Remarks\n${rows.join("\n")}\n`;
    const uppy = new Uppy({ autoProceed: false }).use(AwsS3, {
      companionEndpoint: `${origin}/api/csv`,
      shouldUseMultipart: () => true,
    } as never);
    uppy.addFile({
      name: "bookings.csv",
      type: "text/csv",
      data: new window.Blob([csv], { type: "text/csv" }) as Blob,
    });
    const result = await uppy.upload();
    expect(result?.failed ?? []).toEqual([]);
    const [uploaded] = result?.successful ?? [];
    const location =
      uploaded?.response?.uploadURL ?? (uploaded?.response?.body as { location?: string })?.location;
    expect(location).toMatch(/^\/api\/csv\/uploads\//);
    // Uppy keeps parts at S3's 5 MiB minimum, so a file within the 5 MB limit is one part (assembling
    // several is tested in csv-import.test.ts); what counts here is that it went the multipart way.
    expect(partsPut).toBe(1);

    const processed = await t.app.inject({
      method: "POST",
      url: "/api/csv/process",
      headers: { cookie },
      payload: { csvUrl: location },
    });
    expect(processed.json()).toMatchObject({
      success: true,
      stats: { totalRows: 400, createdBookings: 400 },
    });
    const month = await t.app.inject({
      method: "GET",
      url: "/api/bookings?from=2062-01-01&to=2063-02-04",
      headers: { cookie },
    });
    expect((month.json() as Booking[]).length).toBe(400);
  });
});
