import { sql } from "drizzle-orm";
import {
  type ChangeFlag,
  type ChangeFlags,
  MAX_FLAGGED_RECORDS,
  MAX_FLAGS,
} from "../../shared/change-flags.ts";
import type { HistoryEntry } from "../../shared/history.ts";
import { bookingLabel } from "../bookings/booking-changes.ts";
import type { Db } from "../db/connection.ts";
import { rawRows } from "../db/raw-rows.ts";
import { seenMark } from "./seen-mark.ts";

/** One unseen record, slim: the days its changes name (null for a change of the whole booking). */
interface Unseen {
  id: number;
  bookingId: number;
  action: HistoryEntry["action"];
  dates: (string | null)[];
}

/** A history record in full, as a flag shows its booking's newest. */
interface Row {
  id: number;
  at: string;
  user_id: number | null;
  username: string;
  user_name: string;
  entity: HistoryEntry["entity"];
  entity_id: number | null;
  label: string;
  action: HistoryEntry["action"];
  changes: HistoryEntry["changes"];
  details: HistoryEntry["details"];
}

/**
 * A user's flags as kept between reads (docs/decisions/031, "Flags kept and moved on"): built once from
 * history, then moved on by the records written since, so a read after a change reads that change, not
 * every unseen record again. Built anew when the user's mark or acknowledgements move.
 */
export interface FlagsState {
  userId: number;
  mark: number;
  /** The bookings acknowledged one by one: booking id to the record seen up to. */
  acks: Map<number, number>;
  /** The unseen records, newest first, at most MAX_FLAGGED_RECORDS (as a fresh read would take them). */
  unseen: Unseen[];
  unseenIds: Set<number>;
  /** Each booking's newest unseen record in full, by record id. */
  rows: Map<number, Row>;
  /**
   * Bookings flagged in all, those beyond the records read too (counted when built): a state that does
   * not hold them all is built anew after a change rather than moved on, so the count stays right.
   */
  total: number;
  /** Each flagged booking's name as it is now; null once it is deleted. */
  current: Map<number, string | null>;
  /**
   * Every record up to this id has been read, or was never committed. History ids come from a
   * sequence, so a record can commit after a later one was read; the ids above it are read again until
   * every transaction that was running when they were read has ended (`pending`).
   */
  complete: number;
  pending: { upTo: number; running: Set<string> }[];
  /**
   * False when a write was running as the state was built: its record may have an id below the ones
   * read, anywhere above the mark, so the next read builds the state anew (what every fresh read cost
   * before flags were kept) rather than reading everything since the mark.
   */
  settled: boolean;
  /** Each flag's JSON text, kept with what it was written from (`flagsText`). */
  texts: Map<number, { key: string; text: string }>;
}

/** A snapshot's facts, read in the same statement as the records it saw. */
interface Seen {
  /** The newest record it saw. */
  newest: number;
  /** The transactions running when it was taken (`pg_snapshot_xip`). */
  running: Set<string>;
}

/** `GET /api/change-flags` read whole from history: what a kept state must always answer the same as. */
export async function readChangeFlags(options: { db: Db; userId: number }): Promise<ChangeFlags> {
  return flagsOf(await buildFlags(options.db, options.userId));
}

/**
 * The user's flags built from history: the unseen records after the user's mark and after each booking
 * the user acknowledged one by one, slim, walked back from the newest over history's index (grouped
 * here, which measured far cheaper on PGlite than grouping in SQL; a narrower read per author measured
 * slower, docs/decisions/031); then the newest record of each booking in full, and the bookings' names
 * as they are now.
 */
/** The user's unseen records after the mark, one row per booking each names (`h` the record, `b` the booking). */
const unseenFrom = (userId: number, mark: number) => sql`
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
    and (a.seen_up_to is null or h.id > a.seen_up_to)`;

export async function buildFlags(db: Db, userId: number): Promise<FlagsState> {
  const mark = await seenMark(db, userId);
  const acks = await rawRows<{ booking_id: number; seen_up_to: string | number }>(
    db,
    sql`select booking_id, seen_up_to from change_acknowledgements where user_id = ${userId}`,
  );
  const [read] = await rawRows<{ unseen: string; total: number } & SnapshotColumns>(
    db,
    sql`
      with unseen as (
        select h.id, b.booking_id as "bookingId", h.action, jsonb_path_query_array(h.changes, '$[*].date') as dates
        ${unseenFrom(userId, mark)}
        order by h.id desc, b.booking_id
        limit ${MAX_FLAGGED_RECORDS}
      )
      select (select coalesce(json_agg(u order by u.id desc, u."bookingId"), '[]') from unseen u)::text as unseen,
        (select count(distinct b.booking_id) ${unseenFrom(userId, mark)})::float8 as total, ${SNAPSHOT}`,
  );
  const unseen = (JSON.parse(read!.unseen) as Unseen[]).map((record) => ({
    ...record,
    id: Number(record.id),
  }));
  const state: FlagsState = {
    userId,
    mark,
    acks: new Map(acks.map((ack) => [ack.booking_id, Number(ack.seen_up_to)])),
    unseen,
    unseenIds: new Set(unseen.map((record) => record.id)),
    total: Number(read!.total),
    rows: new Map(),
    current: new Map(),
    complete: mark,
    pending: [],
    texts: new Map(),
    settled: true,
  };
  const groups = groupByBooking(unseen);
  for (const row of await readRecords(
    db,
    groups.map((group) => group.upTo),
  ))
    state.rows.set(row.id, row);
  await readCurrent(
    db,
    state,
    groups.map((group) => group.bookingId),
  );
  settle(state, seenOf(read!));
  state.settled = state.pending.length === 0;
  return state;
}

/**
 * The state moved on by the records written since it was last read (anyone's: the user's own can
 * rename or delete a flagged booking). False when it cannot be, and must be built anew: history was
 * archived, or went back (a restore), more records arrived than are read at once, the state does not
 * hold every flagged booking, or it was not settled when built.
 */
export async function moveFlags(db: Db, state: FlagsState): Promise<boolean> {
  if (!state.settled || state.total > groupByBooking(state.unseen).length) return false;
  // In pages (migration 0065). Every page sees at least what the first one's snapshot did, so that
  // snapshot is the one the read is settled with.
  let seen: Seen | undefined;
  const records: Row[] = [];
  for (let after = state.complete; ; ) {
    const [answer] = await rawRows<{ page: string }>(
      db,
      sql`select history_after(${after}, ${PAGE}) as page`,
    );
    const page = JSON.parse(answer!.page) as { newest: number; running: string[]; records: Row[] };
    seen ??= { newest: Number(page.newest), running: new Set(page.running) };
    records.push(...page.records);
    if (page.records.length < PAGE) break;
    if (records.length >= MOVE_AT_MOST) return false;
    after = records.at(-1)!.id;
  }
  if (seen.newest < state.complete) return false;
  if (records.some((row) => row.entity === "history")) return false;
  // Which flagged bookings' names as they are now may have moved: a booking deleted or restored, any
  // booking named by a record (its name, for a flag whose newest record names no one booking), every
  // one on a rename of a customer or a type.
  const touched = new Set<number>();
  const goneOrBack = new Set<number>();
  let renamed = false;
  for (const row of records) {
    const named = bookingsOf(row);
    for (const bookingId of named) touched.add(bookingId);
    if (row.action === "deleted" || row.action === "restored") for (const id of named) goneOrBack.add(id);
    if (row.entity === "customer" || row.entity === "aircraft type") renamed = true;
    if (state.unseenIds.has(row.id) || row.id <= state.mark || row.user_id === state.userId) continue;
    for (const bookingId of named) {
      const ack = state.acks.get(bookingId);
      if (ack !== undefined && row.id <= ack) continue;
      const dates = row.changes.filter((change) => "date" in change).map((change) => change.date);
      add(state, { id: row.id, bookingId, action: row.action, dates });
      // More than a fresh read takes (an import): built anew, which also counts what it does not take.
      if (state.unseen.length > MAX_FLAGGED_RECORDS) return false;
      state.rows.set(row.id, row);
    }
  }
  const groups = groupByBooking(state.unseen);
  state.total = groups.length;
  const upTos = new Set(groups.map((group) => group.upTo));
  for (const id of state.rows.keys()) if (!upTos.has(id)) state.rows.delete(id);
  const flagged = new Set(groups.map((group) => group.bookingId));
  const named = (group: Group) => state.rows.get(group.upTo)!.entity !== "booking";
  await readCurrent(
    db,
    state,
    groups
      .filter(
        (group) =>
          !state.current.has(group.bookingId) ||
          goneOrBack.has(group.bookingId) ||
          (named(group) && (renamed || touched.has(group.bookingId))),
      )
      .map((group) => group.bookingId),
  );
  for (const bookingId of state.current.keys()) if (!flagged.has(bookingId)) state.current.delete(bookingId);
  settle(state, seen);
  return true;
}

/** The answer of `GET /api/change-flags` from a state. */
export function flagsOf(state: FlagsState): ChangeFlags {
  const groups = listed(state);
  return { flags: groups.map((group) => flagOf(state, group)), more: state.total - groups.length };
}

/** The flags an answer lists: the newest MAX_FLAGS bookings' (the rest are counted). */
const listed = (state: FlagsState) => groupByBooking(state.unseen).slice(0, MAX_FLAGS);

/**
 * The same answer as JSON text, each flag's text kept in the state until its booking's flag changes:
 * a read after one change writes one flag's text, not every flag's again.
 */
export function flagsText(state: FlagsState): string {
  const groups = listed(state);
  const texts = groups.map((group) => {
    const key = `${group.upTo} ${group.count} ${group.days?.join() ?? "all"} ${JSON.stringify(state.current.get(group.bookingId))}`;
    const kept = state.texts.get(group.bookingId);
    if (kept?.key === key) return kept.text;
    const text = JSON.stringify(flagOf(state, group));
    state.texts.set(group.bookingId, { key, text });
    return text;
  });
  if (state.texts.size > groups.length) {
    const flagged = new Set(groups.map((group) => group.bookingId));
    for (const bookingId of state.texts.keys()) if (!flagged.has(bookingId)) state.texts.delete(bookingId);
  }
  return `{"flags":[${texts.join(",")}],"more":${state.total - groups.length}}`;
}

function flagOf(state: FlagsState, group: Group): ChangeFlag {
  const row = state.rows.get(group.upTo)!;
  const current = state.current.get(group.bookingId) ?? null;
  // A booking's own record names it as it was then; an import's or a merge's names no one booking,
  // so the booking's name as it is now stands in.
  if (row.entity === "booking") return toFlag(group, row, row.label, current === null);
  return toFlag(group, row, current ?? row.label, current === null);
}

/** Records read a statement at a time, and at most in all: with more, the flags are built anew. */
const PAGE = 200;
const MOVE_AT_MOST = 5000;

// The statement's own snapshot (the one its records were read under) and the newest record it saw.
const SNAPSHOT = sql`(select coalesce(max(id), 0) from history)::float8 as newest,
  (select coalesce(string_agg(x::text, ','), '') from pg_snapshot_xip(pg_current_snapshot()) x) as running`;
type SnapshotColumns = { newest: number; running: string };
const seenOf = (read: SnapshotColumns): Seen => ({
  newest: Number(read.newest),
  running: new Set(read.running ? read.running.split(",") : []),
});

/**
 * After a read: the ids up to a snapshot's newest are complete once no transaction running when it was
 * taken still runs (at once, when none did; always on PGlite, whose one connection runs one
 * transaction at a time). Until then they are read again, and records already read are skipped.
 */
function settle(state: FlagsState, seen: Seen) {
  state.pending.push({ upTo: seen.newest, running: seen.running });
  const ended = state.pending.filter((pending) =>
    [...pending.running].every((xid) => !seen.running.has(xid)),
  );
  state.complete = Math.max(state.complete, ...ended.map((pending) => pending.upTo));
  state.pending = state.pending.filter((pending) => !ended.includes(pending));
}

/** An unseen record in its place, newest first. */
function add(state: FlagsState, record: Unseen) {
  let at = 0;
  while (at < state.unseen.length && state.unseen[at]!.id > record.id) at++;
  // One record can name several bookings: each is its own entry under the same id, by booking id as a
  // fresh read orders them.
  while (
    at < state.unseen.length &&
    state.unseen[at]!.id === record.id &&
    state.unseen[at]!.bookingId < record.bookingId
  )
    at++;
  state.unseen.splice(at, 0, record);
  state.unseenIds = new Set(state.unseen.map((kept) => kept.id));
}

/** The bookings a record names: its own, or an import's or a merge's list. */
function bookingsOf(row: Row): number[] {
  if (row.entity === "booking") return row.entity_id === null ? [] : [row.entity_id];
  if (!["import", "customer", "location"].includes(row.entity)) return [];
  const ids = (row.details as { bookingIds?: unknown } | null)?.bookingIds;
  return Array.isArray(ids) ? ids.map(Number) : [];
}

const pgArray = (values: number[]) => `{${values.join(",")}}`;

/** The history records with these ids, in full. */
function readRecords(db: Db, ids: number[]) {
  return rawRows<Row>(
    db,
    sql`select h.id::float8 as id, h.at, h.user_id, h.username, h.user_name, h.entity, h.entity_id, h.label,
        h.action, h.changes, h.details
      from history h where h.id = any(${pgArray(ids)}::bigint[])`,
  );
}

/** The bookings' names as they are now (as their own records give them); null for one deleted since. */
async function readCurrent(db: Db, state: FlagsState, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await rawRows<{
    id: number;
    customer: string;
    type: string;
    startDate: string;
    endDate: string;
  }>(
    db,
    sql`
      select b.id, c.name as customer, t.title as type, b."startDate"::text as "startDate",
        b."endDate"::text as "endDate"
      from scheduler_bookings b
      join scheduler_customer c on c.id = b."customerId"
      join aircraft_type t on t.id = b."aircraftTypeId"
      where b.id = any(${pgArray(ids)}::int[])`,
  );
  for (const id of ids) state.current.set(id, null);
  for (const row of rows)
    state.current.set(
      row.id,
      bookingLabel({ ...row, customer: { name: row.customer }, aircraftType: { title: row.type } }),
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
    const group = groups.get(record.bookingId);
    if (!group) {
      groups.set(record.bookingId, { bookingId: record.bookingId, upTo: record.id, count: 1, days });
      continue;
    }
    group.count++;
    group.days = group.days && days ? [...new Set([...group.days, ...days])].sort() : null;
  }
  return [...groups.values()];
}

function toFlag(group: Group, row: Row, label: string, deleted: boolean): ChangeFlag {
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
      details: detailsOf(row),
    },
  };
}

/**
 * A record that names many bookings (an import, a merge) is named by its id, who and when, and how
 * many bookings: never its list of them, which would cost every flag it makes (docs/decisions/044). The full
 * record is in history.
 */
function detailsOf(row: Row): HistoryEntry["details"] {
  if (row.entity === "booking") return row.details;
  return { bookings: bookingsOf(row).length };
}
