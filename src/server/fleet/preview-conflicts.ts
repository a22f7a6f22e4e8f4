import { and, inArray } from "drizzle-orm";
import { formatShortDate } from "../../shared/dates.ts";
import type { AddedConflict, Conflict } from "../../shared/fleet.ts";
import type { Db, Tx } from "../db/connection.ts";
import { dailyDetails } from "../db/schema.ts";
import { readConflicts } from "./read-conflicts.ts";

/** Carries the answer out of a transaction that must not commit. */
class RolledBack extends Error {
  constructor(readonly added: unknown) {
    super("preview rolled back");
  }
}

/**
 * What makes a conflict the same one before and after a write (docs/decisions/022): its kind, date,
 * aircraft or type, and the bookings in it; a capacity conflict is its type and date, whoever else
 * shares it, so a booking already over capacity that day is not asked about again.
 */
const identity = (conflict: Conflict) =>
  [
    conflict.kind,
    conflict.date,
    conflict.aircraftId ?? "",
    conflict.aircraftTypeId,
    conflict.kind === "capacity" ? "" : [...conflict.bookingIds].sort((a, b) => a - b).join(","),
    conflict.crewMemberId ?? "",
  ].join("|");

/** A line names at most this many other bookings, then counts the rest. */
const NAMED_BOOKINGS = 10;

/** The conflicts in `after` that were not in `before`: the ones a write adds. */
export function addedConflicts(before: Conflict[], after: Conflict[]): Conflict[] {
  const seen = new Set(before.map(identity));
  return after.filter((conflict) => !seen.has(identity(conflict)));
}

/**
 * One line per added conflict naming the aircraft (or type) and the other booking(s): "G-MCGB with
 * booking 87 at 13:45". `subject` is the booking being written, left out of the others; an
 * unavailability has none, so its lines name the bookings it grounds.
 */
export async function summarise(
  tx: Tx,
  conflicts: Conflict[],
  subject: number | null,
): Promise<AddedConflict[]> {
  // A crowded date's clash is one item for the subject alone; the flights it meets are `clashesWith`
  // (docs/decisions/024), and its line names them as a pair's does.
  const othersOf = (conflict: Conflict) =>
    (conflict.clashesWith?.bookingIds ?? conflict.bookingIds).filter((id) => id !== subject);
  const moreOf = (conflict: Conflict) =>
    conflict.clashesWith ? conflict.clashesWith.count - conflict.clashesWith.bookingIds.length : 0;
  // Only a line naming one other booking says its time.
  const ids = [
    ...new Set(
      conflicts.flatMap((conflict) =>
        othersOf(conflict).length === 1 && moreOf(conflict) === 0 ? othersOf(conflict) : [],
      ),
    ),
  ];
  const days =
    ids.length === 0
      ? []
      : await tx
          .select({
            bookingId: dailyDetails.bookingId,
            date: dailyDetails.date,
            time: dailyDetails.departureTime,
          })
          .from(dailyDetails)
          .where(
            and(
              inArray(dailyDetails.bookingId, ids),
              inArray(
                dailyDetails.date,
                conflicts.map((c) => c.date),
              ),
            ),
          );
  const timeOf = (id: number, date: string) =>
    days.find((day) => day.bookingId === id && day.date === date)?.time.trim() || "TBC";
  return conflicts.map((conflict) => {
    // A crew conflict's sentence names the member and both bookings already.
    if (conflict.crewMemberId !== undefined) return { ...conflict, summary: conflict.detail };
    const all = othersOf(conflict);
    // A day over capacity can hold hundreds of bookings: the line names the first few.
    const others = all.slice(0, NAMED_BOOKINGS);
    const more = moreOf(conflict) + all.length - others.length;
    const where = conflict.registration ?? conflict.aircraftTypeTitle;
    const on = formatShortDate(conflict.date);
    let summary: string;
    if (others.length === 0) summary = `${where} unavailable on ${on}`;
    else if (more > 0) summary = `${where} with bookings ${others.join(", ")} and ${more} more on ${on}`;
    else if (others.length === 1) {
      const [other] = others as [number];
      summary =
        conflict.kind === "unavailable"
          ? `${where} unavailable for booking ${other} on ${on} at ${timeOf(other, conflict.date)}`
          : `${where} with booking ${other} at ${timeOf(other, conflict.date)}`;
    } else summary = `${where} with bookings ${others.join(", ")} on ${on}`;
    return { ...conflict, summary };
  });
}

/**
 * Runs `write` in a transaction that is always rolled back, and answers what it changed as `added`
 * says. The write is the very service the call uses, so the preview applies every rule the write does
 * and a refused write is refused here with the same 4xx.
 */
export async function rolledBack<Answer>(db: Db, run: (tx: Tx) => Promise<Answer>): Promise<Answer> {
  try {
    await db.transaction(async (tx) => {
      throw new RolledBack(await run(tx));
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.added as Answer;
    throw error;
  }
  throw new Error("a preview transaction committed");
}

/**
 * The conflicts an unavailability write would add: every conflict dated in `[from, to]` (the old and
 * new periods together) before and after the write, so the bookings it grounds and any type it leaves
 * short.
 */
export function previewUnavailabilityWrite(options: {
  db: Db;
  window: (tx: Tx) => Promise<{ from: string; to: string }>;
  write: (db: Db) => Promise<unknown>;
}): Promise<AddedConflict[]> {
  const { db, window, write } = options;
  return rolledBack(db, async (tx) => {
    const { from, to } = await window(tx);
    const before = await readConflicts({ db: tx, from, to });
    await write(tx as unknown as Db);
    const after = await readConflicts({ db: tx, from, to });
    return summarise(tx, addedConflicts(before, after), null);
  });
}
