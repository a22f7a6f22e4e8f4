import { asc, countDistinct, eq } from "drizzle-orm";
import type { z } from "zod";
import type { BookingStatus, bookingStatusPayload } from "../../shared/reference-data.ts";
import type { Db } from "../db/connection.ts";
import { bookingStatus, dailyDetails } from "../db/schema.ts";
import { type Actor, fieldChange } from "../history/record-history.ts";
import { assertUnused } from "./in-use.ts";
import { createReference, deleteReference, type ReferenceKind, updateReference } from "./reference-writes.ts";

type BookingStatusPayload = z.output<typeof bookingStatusPayload>;
type StatusRow = typeof bookingStatus.$inferSelect;

const STATUS: ReferenceKind<typeof bookingStatus> = {
  table: bookingStatus,
  entity: "status",
  noun: "Status",
  duplicate: "Status already exists",
  label: (row) => row.statusText,
};

/** Product §3's field names, with `created_at` as an ISO timestamp. */
const toStatus = ({ createdAt, ...row }: StatusRow): BookingStatus => ({
  ...row,
  created_at: createdAt.toISOString(),
});

/** In the order they were added: a stable order the operator controls. */
export async function listBookingStatuses(options: { db: Db }): Promise<BookingStatus[]> {
  const rows = await options.db.select().from(bookingStatus).orderBy(asc(bookingStatus.id));
  return rows.map(toStatus);
}

const yesNo = (value: boolean) => (value ? "yes" : "no");

export async function createBookingStatus(options: {
  db: Db;
  actor: Actor;
  payload: BookingStatusPayload;
}): Promise<BookingStatus> {
  return toStatus(await createReference({ ...options, kind: STATUS, values: options.payload }));
}

export async function updateBookingStatus(options: {
  db: Db;
  actor: Actor;
  id: number;
  payload: BookingStatusPayload;
}): Promise<BookingStatus> {
  const row = await updateReference({
    ...options,
    kind: STATUS,
    values: options.payload,
    changes: (old, row) => [
      ...fieldChange("Text", old.statusText, row.statusText),
      ...fieldChange("Colour", old.statusColour, row.statusColour),
      ...fieldChange("Confirmed", yesNo(old.statusConfirmed), yesNo(row.statusConfirmed)),
      ...fieldChange("Occupies aircraft", yesNo(old.occupiesAircraft), yesNo(row.occupiesAircraft)),
    ],
  });
  return toStatus(row);
}

export async function deleteBookingStatus(options: {
  db: Db;
  actor: Actor;
  id: number;
}): Promise<BookingStatus> {
  const row = await deleteReference({
    ...options,
    kind: STATUS,
    check: async (tx, row) => {
      const [used] = await tx
        .select({ n: countDistinct(dailyDetails.bookingId) })
        .from(dailyDetails)
        .where(eq(dailyDetails.bookingStatusId, row.id));
      assertUnused({
        count: used?.n ?? 0,
        what: `Status ${row.statusText}`,
        use: "used by",
        fix: "give them another status first",
      });
    },
  });
  return toStatus(row);
}
