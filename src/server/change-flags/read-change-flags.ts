import { sql } from "drizzle-orm";
import { type ChangeFlag, type ChangeFlags, MAX_FLAGGED_RECORDS } from "../../shared/change-flags.ts";
import type { HistoryEntry } from "../../shared/history.ts";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { seenMark } from "./seen-mark.ts";

interface Row {
  id: string | number;
  at: Date | string;
  user_id: number | null;
  username: string;
  user_name: string;
  entity_id: number;
  label: string;
  action: HistoryEntry["action"];
  changes: HistoryEntry["changes"];
  details: HistoryEntry["details"];
  deleted: boolean;
}

/**
 * `GET /api/change-flags`: the bookings someone else changed after the user's mark and after the
 * user acknowledged them one by one, in one statement over history's primary key (docs/decisions/031).
 */
export async function readChangeFlags(options: { db: Db; userId: number }): Promise<ChangeFlags> {
  const { db, userId } = options;
  const mark = await seenMark(db, userId);
  const rows = await rawRows<Row>(
    db,
    sql`
      select h.id, h.at, h.user_id, h.username, h.user_name, h.entity_id, h.label, h.action, h.changes,
        h.details, not exists (select 1 from scheduler_bookings b where b.id = h.entity_id) as deleted
      from history h
      left join change_acknowledgements a on a.user_id = ${userId} and a.booking_id = h.entity_id
      where h.id > ${mark} and h.entity = 'booking' and h.entity_id is not null
        and h.user_id is distinct from ${userId}
        and (a.seen_up_to is null or h.id > a.seen_up_to)
      order by h.id desc
      limit ${MAX_FLAGGED_RECORDS}`,
  );
  return { flags: groupByBooking(rows) };
}

const toEntry = (row: Row): HistoryEntry => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  user: { id: row.user_id, username: row.username, name: row.user_name },
  entity: "booking",
  entityId: row.entity_id,
  label: row.label,
  action: row.action,
  changes: row.changes,
  details: row.details,
});

/** The days a record touched; null when it touched the whole booking. */
function daysOf(entry: HistoryEntry): string[] | null {
  if (entry.action !== "changed" || entry.changes.length === 0) return null;
  const days = entry.changes.map((change) => change.date);
  return days.every((day) => day !== null) ? (days as string[]) : null;
}

/** Rows newest first become one flag per booking, newest booking first. */
function groupByBooking(rows: Row[]): ChangeFlag[] {
  const flags = new Map<number, ChangeFlag>();
  for (const row of rows) {
    const entry = toEntry(row);
    const days = daysOf(entry);
    const flag = flags.get(row.entity_id);
    if (!flag) {
      flags.set(row.entity_id, {
        bookingId: row.entity_id,
        label: row.label,
        deleted: row.deleted,
        days,
        upTo: entry.id,
        records: [entry],
      });
      continue;
    }
    flag.records.push(entry);
    flag.days = flag.days && days ? [...new Set([...flag.days, ...days])].sort() : null;
  }
  return [...flags.values()];
}
