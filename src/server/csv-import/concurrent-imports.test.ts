import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import type { CsvImportResult } from "../../shared/csv-import.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let origin: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login("admin");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** A real HTTP request on its own connection, so requests run at once (on PostgreSQL, each its own session). */
async function send(method: string, path: string, body?: string | object) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      cookie,
      origin,
      "content-type": typeof body === "string" ? "text/csv" : "application/json",
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as CsvImportResult & { uploadURL: string },
  };
}

async function upload(csv: string) {
  const { json } = await send("POST", "/api/csv/upload-url");
  expect((await send("PUT", json.uploadURL, csv)).status).toBe(200);
  return json.uploadURL;
}

const process = (csvUrl: string) => send("POST", "/api/csv/process", { csvUrl });
const bookingsOn = async (date: string) =>
  (await (
    await fetch(`${origin}/api/bookings?from=${date}&to=${date}`, { headers: { cookie } })
  ).json()) as Booking[];

/** Five rows, each a new customer the round's imports both create (docs/decisions/026). */
const file = (round: number, date: string) =>
  `Customer,Departure,Destination,Aircraft Type,Start Date,Departure Time\n${[0, 1, 2, 3, 4]
    .map((i) => `Round ${round} Co ${i},Race Base ${round},Race Rig,AW139,${date},0${i + 1}00`)
    .join("\n")}\n`;

describe("two imports at once (docs/decisions/026)", () => {
  it("processes one upload once: the same csvUrl twice at once imports it once and answers both alike", async () => {
    let doubled = 0;
    for (let round = 1; round <= 10; round++) {
      const date = `2033-01-${String(round).padStart(2, "0")}`;
      const url = await upload(file(round, date));
      const [a, b] = await Promise.all([process(url), process(url)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.json).toEqual(b.json);
      expect(a.json.stats).toMatchObject({ createdBookings: 5, createdCustomers: 5 });
      doubled += (await bookingsOn(date)).length - 5;
    }
    console.log(`same csvUrl processed twice at once: ${doubled} doubled bookings in 10 rounds`);
    expect(doubled).toBe(0);
  });

  it("imports one file uploaded twice and processed at once once; both create its new customers without failing", async () => {
    let doubled = 0;
    for (let round = 11; round <= 20; round++) {
      const date = `2033-02-${String(round).padStart(2, "0")}`;
      const [first, second] = await Promise.all([upload(file(round, date)), upload(file(round, date))]);
      const [a, b] = await Promise.all([process(first), process(second)]);
      expect([a.status, b.status], JSON.stringify([a.json, b.json])).toEqual([200, 200]);
      expect(a.json.stats.createdBookings + b.json.stats.createdBookings).toBe(5);
      expect(a.json.stats.skippedDuplicates + b.json.stats.skippedDuplicates).toBe(5);
      doubled += (await bookingsOn(date)).length - 5;
    }
    console.log(`one file uploaded twice, processed at once: ${doubled} doubled bookings in 10 rounds`);
    expect(doubled).toBe(0);
  });

  it("answers a processed upload's second process with the first answer, and refuses to preview it again", async () => {
    const url = await upload(file(21, "2033-03-01"));
    const first = await process(url);
    const again = await process(url);
    expect(again).toEqual(first);
    const preview = await send("POST", "/api/csv/process", { csvUrl: url, dryRun: true });
    expect(preview.status).toBe(409);
    expect(preview.json.error).toBe("This file has been imported already; upload it again to check it");
  });
});
