import { CONFLICT_KINDS, type Conflict } from "../../shared/fleet.ts";
import { readCrewConflicts } from "../crew/crew-conflicts.ts";
import type { Db, Tx } from "../db/connection.ts";
import { findOverCapacity } from "./capacity.ts";
import { findClashes } from "./clashes.ts";
import { conflictDetail } from "./conflict-detail.ts";
import { type FlightWindow, readFlightWindows } from "./read-windows.ts";

/**
 * Every conflict dated in `[from, to]` (docs/decisions/015): the flight windows are read in one
 * statement, then swept in time order per aircraft and per type (docs/decisions/024), so a day's
 * conflicts cost about as much as its flights; the crew's beside them (docs/decisions/055). Sorted by
 * date, kind, then booking ids.
 */
export async function readConflicts(options: {
  db: Db | Tx;
  from: string;
  to: string;
  /** Only the conflicts these bookings take part in, without building the others. */
  involving?: ReadonlySet<number>;
}): Promise<Conflict[]> {
  const { from, to, involving } = options;
  const aircraft = conflictsAmong(await readFlightWindows(options), from, to, involving);
  const crew = await readCrewConflicts({ db: options.db, from, to, involved: involving });
  return crew.length === 0 ? aircraft : [...aircraft, ...crew].sort(compareConflicts);
}

/**
 * The conflicts dated in `[from, to]` among `windows`, read from the day before `from`; with
 * `involved`, only those its bookings take part in, without building the others (a crowded day's
 * other summaries are most of a write's time otherwise, and most of an import's at ten years).
 */
export function conflictsAmong(
  windows: FlightWindow[],
  from: string,
  to: string,
  involved?: ReadonlySet<number>,
): Conflict[] {
  const found = [
    ...findClashes(windows, from, to, involved),
    ...findUnavailable(windows, from, to, involved),
    ...findOverCapacity(windows, from, to, involved),
  ];
  const own = involved ? found.filter((c) => c.bookingIds.some((id) => involved.has(id))) : found;
  return own.sort(compareConflicts);
}

/**
 * A booking-day on an aircraft inside one of its unavailability periods (dates inclusive): once a day,
 * whichever of its legs' windows names it.
 */
function findUnavailable(
  windows: FlightWindow[],
  from: string,
  to: string,
  involved?: ReadonlySet<number>,
): Conflict[] {
  const named = new Set<string>();
  const first = (w: FlightWindow) => {
    const key = `${w.bookingId},${w.date}`;
    if (named.has(key)) return false;
    named.add(key);
    return true;
  };
  return windows.flatMap((w) =>
    w.unavailable && w.date >= from && w.date <= to && (!involved || involved.has(w.bookingId)) && first(w)
      ? [
          {
            kind: "unavailable" as const,
            date: w.date,
            aircraftId: w.aircraftId,
            registration: w.registration,
            aircraftTypeId: w.aircraftTypeId!,
            aircraftTypeTitle: w.aircraftTypeTitle!,
            bookingIds: [w.bookingId],
            detail: conflictDetail({
              kind: "unavailable",
              registration: w.registration,
              type_title: w.aircraftTypeTitle!,
              facts: { customer: w.customer, ...w.unavailable },
            }),
          },
        ]
      : [],
  );
}

// One collator for every comparison: localeCompare with options builds one per call, which costs a
// crowded day's sort most of its time.
const numeric = new Intl.Collator("en", { numeric: true });

/** By date, then kind in the order of CONFLICT_KINDS, then booking ids. */
export function compareConflicts(a: Conflict, b: Conflict): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.kind !== b.kind) return CONFLICT_KINDS.indexOf(a.kind) - CONFLICT_KINDS.indexOf(b.kind);
  return (
    numeric.compare(a.bookingIds.join(","), b.bookingIds.join(",")) ||
    (a.crewMemberId ?? 0) - (b.crewMemberId ?? 0)
  );
}
