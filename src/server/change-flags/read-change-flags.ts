import { eq, inArray, sql } from "drizzle-orm";
import { type ChangeFlag, type ChangeFlags, MAX_FLAGGED_RECORDS } from "../../shared/change-flags.ts";
import type { HistoryEntry } from "../../shared/history.ts";
import { bookingLabel } from "../bookings/booking-changes.ts";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { aircraftType, bookings, customer } from "../db/schema.ts";

/** One unseen record, slim: the days its changes name (null for a change of the whole booking). */
interface Unseen {
  id: string | number;
  booking_id: number;
  action: HistoryEntry["action"];
  dates: (string | null)[];
}

interface Newest {
  id: string | number;
  at: Date | string;
  user_id: number | null;
  username: string;
  user_name: string;
  entity: HistoryEntry["entity"];
  label: string;
  action: HistoryEntry["action"];
  changes: HistoryEntry["changes"];
  details: HistoryEntry["details"];
  /** Meaningful for a booking's own record; an import's or a merge's names no one booking. */
  deleted: boolean;
}

/**
 * `GET /api/change-flags`: the bookings someone else changed after the user's mark and after the user
 * acknowledged them one by one (docs/decisions/031). Two statements: the unseen records, slim, over
 * history's index (grouped here, which measured far cheaper on PGlite than grouping in SQL), then the
 * newest record of each booking in full; a third names the bookings whose newest record is an
 * import's or a merge's.
 */
export async function readChangeFlags(options: {
  db: Db;
  userId: number;
  mark: number;
}): Promise<ChangeFlags> {
  const { db, userId, mark } = options;
  // A booking's own records, and the one record of an import or a merge that names many bookings
  // (each of those bookings is flagged). Walked back from the newest record to the mark: a narrower
  // read per author over history's (user_id, id) index measured slower (PostgreSQL took longer to plan
  // it than the walk takes, and chose the walk for it anyway), docs/decisions/031.
  const unseen = await rawRows<Unseen>(
    db,
    sql`
      select h.id, b.booking_id, h.action, jsonb_path_query_array(h.changes, '$[*].date') as dates
      from history h
      cross join lateral (
        select h.entity_id as booking_id where h.entity = 'booking'
        union all
        select jsonb_array_elements_text(h.details -> 'bookingIds')::int where h.entity <> 'booking'
      ) b
      left join change_acknowledgements a on a.user_id = ${userId} and a.booking_id = b.booking_id
      where h.id > ${mark} and h.user_id is distinct from ${userId}
        and (h.entity = 'booking' and h.entity_id is not null
          or h.entity in ('import', 'customer', 'location') and h.details ? 'bookingIds')
        and (a.seen_up_to is null or h.id > a.seen_up_to)
      order by h.id desc
      limit ${MAX_FLAGGED_RECORDS}`,
  );
  const groups = groupByBooking(unseen);
  if (groups.length === 0) return { flags: [] };
  const newest = await rawRows<Newest>(
    db,
    sql`
      select h.id, h.at, h.user_id, h.username, h.user_name, h.entity, h.label, h.action, h.changes, h.details,
        not exists (select 1 from scheduler_bookings b where b.id = h.entity_id) as deleted
      from history h where h.id = any(${pgArray(groups.map((group) => group.upTo))}::bigint[])`,
  );
  const byId = new Map(newest.map((row) => [Number(row.id), row]));
  // Bookings whose newest record is an import's or a merge's: named, and found deleted, by the booking.
  const named = await labelsOfBookings(
    db,
    groups.filter((group) => byId.get(group.upTo)!.entity !== "booking").map((group) => group.bookingId),
  );
  return {
    flags: groups.map((group) => {
      const row = byId.get(group.upTo)!;
      if (row.entity === "booking") return toFlag(group, row, row.label, row.deleted);
      const label = named.get(group.bookingId);
      return toFlag(group, row, label ?? row.label, label === undefined);
    }),
  };
}

const pgArray = (values: number[]) => `{${values.join(",")}}`;

/**
 * The bookings' names as their own records give them, for bookings whose newest record is an import's
 * or a merge's (named for the import or the kept customer or place); a booking deleted since is missing.
 */
async function labelsOfBookings(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: bookings.id,
      customer: customer.name,
      type: aircraftType.title,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
    })
    .from(bookings)
    .innerJoin(customer, eq(customer.id, bookings.customerId))
    .innerJoin(aircraftType, eq(aircraftType.id, bookings.aircraftTypeId))
    .where(inArray(bookings.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      bookingLabel({ ...row, customer: { name: row.customer }, aircraftType: { title: row.type } }),
    ]),
  );
}

interface Group {
  bookingId: number;
  upTo: number;
  count: number;
  days: string[] | null;
}

/** A record flags only its days when each of its changes names a day; anything else, the whole booking. */
function daysOf(record: Unseen): string[] | null {
  if (record.action !== "changed" || record.dates.length === 0) return null;
  return record.dates.every((day) => day !== null) ? (record.dates as string[]) : null;
}

/** Records newest first become one group per booking, newest booking first. */
function groupByBooking(records: Unseen[]): Group[] {
  const groups = new Map<number, Group>();
  for (const record of records) {
    const days = daysOf(record);
    const group = groups.get(record.booking_id);
    if (!group) {
      groups.set(record.booking_id, {
        bookingId: record.booking_id,
        upTo: Number(record.id),
        count: 1,
        days,
      });
      continue;
    }
    group.count++;
    group.days = group.days && days ? [...new Set([...group.days, ...days])].sort() : null;
  }
  return [...groups.values()];
}

function toFlag(group: Group, row: Newest, label: string, deleted: boolean): ChangeFlag {
  return {
    ...group,
    label,
    deleted,
    newest: {
      id: group.upTo,
      at: new Date(row.at).toISOString(),
      user: { id: row.user_id, username: row.username, name: row.user_name },
      entity: "booking",
      entityId: group.bookingId,
      label,
      action: row.action,
      changes: row.changes,
      details: row.details,
    },
  };
}
