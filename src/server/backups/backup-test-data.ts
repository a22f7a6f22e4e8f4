/** Test data for the backup and restore tests: a PGlite data directory with bookings, an empty backup. */
import { sql } from "drizzle-orm";
import { createBookingPayload } from "../../shared/bookings.ts";
import { createBooking } from "../bookings/create-booking.ts";
import { type Database, openPglite } from "../db/connection.ts";
import { databaseDir } from "../db/data-dir.ts";
import { migrate } from "../db/migrate.ts";
import { bookings } from "../db/schema.ts";
import { seed } from "../seed/seed.ts";
import { addFixtures, bookingPayload, type Fixtures, TEST_ACTOR } from "../testing/booking-fixtures.ts";
import { migratedDataDir } from "../testing/processes.ts";
import { writeBackup } from "./snapshots.ts";

/** A PGlite data directory with the reference data and `count` bookings. */
export async function databaseWith(dir: string, count: number): Promise<Database & { f: Fixtures }> {
  const database = await openPglite(dir);
  await migrate(database.db);
  await seed(database.db, { adminPassword: "backup-test-password", demoData: false, today: new Date() });
  const f = await addFixtures(database.db);
  for (let i = 0; i < count; i++)
    await createBooking({
      db: database.db,
      actor: TEST_ACTOR,
      payload: createBookingPayload.parse(bookingPayload(f)),
    });
  return Object.assign(database, { f });
}
/** A backup file (as npm run backup writes) of a migrated database with nothing in it. */
export async function emptyBackup(path: string): Promise<string> {
  const dir = migratedDataDir("empty-backup");
  const database = await openPglite(dir);
  if (database.kind !== "pglite") throw new Error("unreachable");
  await writeBackup(database.client, databaseDir(dir), path);
  await database.close();
  return path;
}

/** How many bookings the database holds. */
export const countBookings = async (database: Database) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(bookings))[0]!.n;
