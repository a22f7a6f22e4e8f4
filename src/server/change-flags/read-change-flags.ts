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
  booking_id: number;
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
  deleted: boolean;
}

/**
 * `GET /api/change-flags`: the bookings someone else changed after the user's mark and after the user
 * acknowledged them one by one (docs/decisions/031). Two statements: the unseen records, slim, over
 * history's (user_id, id) index, one author at a time (grouped here, which measured far cheaper on
 * PGlite than grouping in SQL), then the newest record of each booking in full; a third names the
 * bookings whose newest record is an import's or a merge's.
 */
export async function readChangeFlags(options: {
  db: Db;
  userId: number;
  mark: number;
}): Promise<ChangeFlags> {
  const { db, userId, mark } = options;
  // Per author, over history's (user_id, id) index from the mark on: the user's own records are never
  // visited, however many they made since their mark (a busy writer who never acknowledges all would
  // otherwise read all of them on every refresh). The authors are found by skipping through that index
  // one user id at a time, so a user since removed, whose records keep their id, still counts.
  // A booking's own records, and the one record of an import or a merge that names many bookings
  // (docs/decisions/031: each of those bookings is flagged).
  const aboutBookings = sql`(h.entity = 'booking' and h.entity_id is not null
    or h.entity in ('import', 'customer', 'location') and h.details ? 'bookingIds')`;
  const unseen = await rawRows<Unseen>(
    db,
    sql`
      with recursive authors(user_id) as (
        select min(user_id) from history
        union all
        select (select min(h.user_id) from history h where h.user_id > authors.user_id)
        from authors where authors.user_id is not null
      ),
      recent as (
        select r.* from authors cross join lateral (
          select h.id, h.entity, h.entity_id, h.action, h.changes, h.details from history h
          where h.user_id = authors.user_id and h.id > ${mark} and ${aboutBookings}
          order by h.id desc limit ${MAX_FLAGGED_RECORDS}
        ) r
        where authors.user_id <> ${userId}
        union all
        (select h.id, h.entity, h.entity_id, h.action, h.changes, h.details from history h
          where h.user_id is null and h.id > ${mark} and ${aboutBookings}
          order by h.id desc limit ${MAX_FLAGGED_RECORDS})
      )
      select r.id, b.booking_id, r.action, jsonb_path_query_array(r.changes, '$[*].date') as dates
      from recent r
      cross join lateral (
        select r.entity_id as booking_id where r.entity = 'booking'
        union all
        select jsonb_array_elements_text(r.details -> 'bookingIds')::int where r.entity <> 'booking'
      ) b
      where not exists (
        select 1 from change_acknowledgements a
        where a.user_id = ${userId} and a.booking_id = b.booking_id and a.seen_up_to >= r.id)
      order by r.id desc
      limit ${MAX_FLAGGED_RECORDS}`,
  );
  const groups = groupByBooking(unseen);
  if (groups.length === 0) return { flags: [] };
  const newest = await rawRows<Newest>(
    db,
    sql`
      select g.booking_id, h.id, h.at, h.user_id, h.username, h.user_name, h.entity, h.label, h.action,
        h.changes, h.details, not exists (select 1 from scheduler_bookings b where b.id = g.booking_id) as deleted
      from unnest(${pgArray(groups.map((group) => group.upTo))}::bigint[],
        ${pgArray(groups.map((group) => group.bookingId))}::int[]) as g(id, booking_id)
      join history h on h.id = g.id`,
  );
  const labels = await labelsOfBookings(
    db,
    newest.filter((row) => row.entity !== "booking").map((row) => row.booking_id),
  );
  const byBooking = new Map(newest.map((row) => [row.booking_id, row]));
  return {
    flags: groups.map((group) => {
      const row = byBooking.get(group.bookingId)!;
      return toFlag(group, row, labels.get(group.bookingId) ?? row.label);
    }),
  };
}

const pgArray = (values: number[]) => `{${values.join(",")}}`;

/**
 * The booking's name as its own records give it, for bookings whose newest record is an import's or a
 * merge's (named for the import or the kept customer or place). A booking deleted since keeps that name.
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

function toFlag(group: Group, row: Newest, label: string): ChangeFlag {
  return {
    ...group,
    label,
    deleted: row.deleted,
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
