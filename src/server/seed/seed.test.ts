import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localIsoDate } from "../../shared/dates.ts";
import type { Database } from "../db/connection.ts";
import { migrate } from "../db/migrate.ts";
import {
  aircraft,
  aircraftType,
  aircraftUnavailability,
  bookingStatus,
  bookings,
  customer,
  dailyDetails,
  location,
  users,
} from "../db/schema.ts";
import { readConflicts } from "../fleet/read-conflicts.ts";
import { openTestDatabase } from "../testing/test-app.ts";
import { seed } from "./seed.ts";

let database: Database;
const today = new Date();
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
});
afterAll(() => database.close());

describe("first-start data", () => {
  it("creates the fleet, the statuses and admin; demo data with viewer and Engineering; and only once", async () => {
    const created = await seed(database.db, { demoData: true, today });
    expect(created.map((user) => [user.username, user.canEdit])).toEqual([
      ["admin", true],
      ["viewer", false],
      ["Engineering", false],
    ]);
    expect(await seed(database.db, { demoData: true, today })).toEqual([]);

    const { db } = database;
    const types = await db.select().from(aircraftType);
    expect(types.map((type) => type.title).sort()).toEqual(["AW139", "AW169", "EC135"]);
    const fleet = await db.select().from(aircraft);
    for (const type of types) {
      const count = fleet.filter((a) => a.aircraftTypeId === type.id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(3);
    }
    const statuses = await db.select().from(bookingStatus);
    expect(statuses.map((s) => [s.statusText, s.statusConfirmed])).toEqual([
      ["Pending", false],
      ["Provisional", false],
      ["Confirmed", true],
      ["Cancelled", false],
      ["Completed", false],
    ]);
    expect(statuses[0]?.statusColour).toBe("#6B7280");
    expect(await db.select().from(users)).toHaveLength(3);

    const customers = await db.select().from(customer);
    expect(customers.length).toBeGreaterThanOrEqual(8);
    expect(new Set(customers.map((c) => c.color)).size).toBe(customers.length);
    const locationNames = (await db.select().from(location)).map((l) => l.name);
    expect(locationNames).toEqual(
      expect.arrayContaining(["EGNH Blackpool", "EGNJ Humberside", "EHKD Den Helder"]),
    );

    // Bookings in the previous, current and next month, some over several days, some days with several.
    const thisMonth = localIsoDate(today).slice(0, 7);
    const months = await db
      .selectDistinct({ month: sql<string>`to_char(${bookings.startDate}, 'YYYY-MM')` })
      .from(bookings);
    const monthSet = new Set(months.map((m) => m.month));
    expect(monthSet).toContain(thisMonth);
    expect(monthSet).toContain(addDays(`${thisMonth}-01`, -1).slice(0, 7));
    expect(monthSet).toContain(addDays(`${thisMonth}-01`, 32).slice(0, 7));
    const multiDay = await db.select().from(bookings).where(sql`${bookings.endDate} > ${bookings.startDate}`);
    expect(multiDay.length).toBeGreaterThan(0);
    const busyDays = await db
      .select({ date: dailyDetails.date })
      .from(dailyDetails)
      .groupBy(dailyDetails.date)
      .having(sql`count(*) > 1`);
    expect(busyDays.length).toBeGreaterThan(0);
  });

  it("shows a realistic fleet: one clash and one maintenance period on purpose, nothing else", async () => {
    const first = addDays(`${localIsoDate(today).slice(0, 7)}-01`, -40);
    const found = await readConflicts({ db: database.db, from: first, to: addDays(first, 130) });
    expect(found.map(({ kind, date, detail }) => ({ kind, date, detail }))).toEqual([
      {
        kind: "time",
        date: addDays(localIsoDate(today), 1),
        detail: "G-LDNA: 0700-0945 Bristow Offshore overlaps 0800-1030 CHC Energy",
      },
    ]);
    const periods = await database.db.select().from(aircraftUnavailability);
    expect(periods).toEqual([
      expect.objectContaining({ startDate: addDays(localIsoDate(today), 5), reason: "50 h check" }),
    ]);
  });
});
