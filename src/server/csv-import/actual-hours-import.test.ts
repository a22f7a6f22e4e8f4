import { afterAll, beforeAll, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

// A file of its own: each refused file stays a pending upload, and a user may hold only a few.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: string | object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin, ...(typeof payload === "string" ? { "content-type": "text/csv" } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

async function importCsv(csv: string) {
  const { uploadURL } = (await call("POST", "/api/csv/upload-url")).json();
  const put = await call("PUT", uploadURL, csv);
  expect(put.statusCode, put.body).toBe(200);
  return call("POST", "/api/csv/process", { csvUrl: uploadURL });
}

const month = async (from: string, to: string) =>
  (await call("GET", `/api/bookings?from=${from}&to=${to}`)).json() as Booking[];

it("reads an optional 'Actual Hours' column onto every day of the row, blank as not yet flown", async () => {
  const response =
    await importCsv(`Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Expected Hours,Actual Hours
Flown Co,Flown Pad,Flown Rig,AW139,2033-02-01,2033-02-02,2,"1,75"
Flown Co,Flown Pad,Flown Rig,AW139,2033-02-03,,2,
`);
  expect(response.statusCode, response.body).toBe(200);
  const days = (await month("2033-02-01", "2033-02-03")).flatMap((b) =>
    b.dailyDetails.map((d) => [d.date, d.expectedAircraftHours, d.actualHours]),
  );
  expect(days).toEqual([
    ["2033-02-01", "2.00", "1.75"],
    ["2033-02-02", "2.00", "1.75"],
    ["2033-02-03", "2.00", null],
  ]);

  const bad = await importCsv(`Customer,Departure,Destination,Aircraft Type,Start Date,Actual Hours
Flown Co,Flown Pad,Flown Rig,AW139,2033-02-05,-1
`);
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors).toEqual([
    "Row 1: Actual hours must be a number of 0 or more with at most two decimals ('-1')",
  ]);
});
