import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Booking } from "../../shared/bookings.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { IMPORT_BATCH } from "./import-rows.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin");
});
afterAll(() => t.close());

/** More rows than two of the import's batches, so the last row is written by a later statement. */
const ROWS = 2 * IMPORT_BATCH + 1;
const HEADER = "Customer,Departure,Destination,Aircraft Type,Start Date,End Date,Departure Time,Remarks";
const line = (i: number, remarks = `row ${i + 1}`) =>
  `Large Co ${i % 30},Large Base,Large Rig ${i % 20},AW139,2034-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 27) + 1).padStart(2, "0")},${i % 5 === 0 ? `2034-${String((i % 12) + 1).padStart(2, "0")}-28` : ""},${String(600 + (i % 12) * 100).padStart(4, "0")},${remarks}`;
const file = (last: string) =>
  `${HEADER}\n${Array.from({ length: ROWS - 1 }, (_, i) => line(i)).join("\n")}\n${last}\n`;

async function importCsv(csv: string) {
  const upload = await t.app.inject({
    method: "POST",
    url: "/api/csv/upload-url",
    headers: { cookie: admin },
  });
  const { uploadURL } = upload.json();
  const put = await t.app.inject({
    method: "PUT",
    url: uploadURL,
    headers: { cookie: admin, "content-type": "text/csv" },
    payload: csv,
  });
  expect(put.statusCode, put.body).toBe(200);
  return t.app.inject({
    method: "POST",
    url: "/api/csv/process",
    headers: { cookie: admin },
    payload: { csvUrl: uploadURL },
  });
}

const year = async () =>
  (
    await t.app.inject({
      method: "GET",
      url: "/api/bookings?from=2034-01-01&to=2034-12-31",
      headers: { cookie: admin },
    })
  ).json() as Booking[];
const customers = async () =>
  (await t.app.inject({ method: "GET", url: "/api/customers", headers: { cookie: admin } })).json().length;

describe("A file of several batches (docs/decisions/036)", () => {
  it("refuses the whole file when its last row is bad, naming the row", async () => {
    const before = await customers();
    const response = await importCsv(file("Late Co,Large Base,Large Rig,Chinook,2034-06-01,,0700,late"));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      `Row ${ROWS}: Aircraft Type 'Chinook' does not exist (known types: AW139, AW169, EC135)`,
    ]);
    expect(await year()).toHaveLength(0);
    expect(await customers()).toBe(before);
  });

  it("writes nothing when the database refuses a row of the last batch, after earlier batches went in", async () => {
    // A refusal only the database makes, in the last statement of the import: the batches before it
    // are written by then, so only the one transaction can take them back.
    await t.database.db.execute(sql`
      create function refuse_late_row() returns trigger language plpgsql as $$
      begin
        if new.remarks = 'refused by the database' then raise exception 'refused'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_late_row before insert on scheduler_booking_daily_details
      for each row execute function refuse_late_row()`);
    const before = await customers();
    try {
      const response = await importCsv(file(line(ROWS - 1, "refused by the database")));
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_late_row on scheduler_booking_daily_details`);
    }
    expect(await year()).toHaveLength(0);
    expect(await customers()).toBe(before);
  });

  it("imports every row with all its days, skips them all when uploaded again, and edits at the version shown", async () => {
    const csv = file(line(ROWS - 1));
    const first = await importCsv(csv);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().stats).toMatchObject({
      totalRows: ROWS,
      createdBookings: ROWS,
      skippedDuplicates: 0,
    });
    const bookings = await year();
    expect(bookings).toHaveLength(ROWS);
    for (const booking of bookings) {
      const days = booking.dailyDetails.map((d) => d.date);
      expect(days[0]).toBe(booking.startDate);
      expect(days.at(-1)).toBe(booking.endDate);
      expect(new Set(days).size).toBe(days.length);
    }
    const last = bookings.find((b) => b.dailyDetails[0]!.remarks === `row ${ROWS}`)!;
    expect(last).toMatchObject({ customer: { name: `Large Co ${(ROWS - 1) % 30}` } });

    const again = await importCsv(csv);
    expect(again.json().stats).toMatchObject({ createdBookings: 0, skippedDuplicates: ROWS });
    expect(await year()).toHaveLength(ROWS);

    // An imported booking is written at a version like any other: an edit sending it goes through and
    // moves it on, so the next edit sending the old one is refused.
    const url = `/api/bookings/${last.id}/daily-details/${last.startDate}/remarks`;
    const edit = (remarks: string) =>
      t.app.inject({
        method: "PATCH",
        url,
        headers: { cookie: admin, "if-match": `"${last.version}"` },
        payload: { remarks },
      });
    expect((await edit("checked")).statusCode).toBe(200);
    expect((await edit("stale")).statusCode).toBe(409);
  });
});
