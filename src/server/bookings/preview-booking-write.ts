import type { Booking } from "../../shared/bookings.ts";
import type { BookingWithConflicts, PreviewAnswer } from "../../shared/fleet.ts";
import { crewOfBooking } from "../crew/crewed-legs.ts";
import {
  type DutyContext,
  dutyQuestions,
  midnightOf,
  pilotBreaches,
  readDutyContext,
} from "../crew/duty-checks.ts";
import type { Db, Tx } from "../db/connection.ts";
import { addedConflicts, rolledBack, summarise } from "../fleet/preview-conflicts.ts";
import { addedPastDue, itemsPastDue } from "../maintenance/past-due.ts";
import { readBookingWithConflicts } from "./booking-conflicts.ts";

/** Carries what a write did out of the savepoint that undoes it. */
class WriteSeen extends Error {
  constructor(
    readonly answer: PreviewAnswer,
    readonly aircraftIds: number[],
    readonly pastDueAfter: Awaited<ReturnType<typeof itemsPastDue>>,
    readonly booking: BookingWithConflicts,
    readonly dutyAfter: Awaited<ReturnType<typeof pilotBreaches>>,
  ) {
    super("write seen");
  }
}

/**
 * The pilots on the booking before or after the write, and the dates and instant their limits are
 * checked from: the booking's earliest date either way (docs/decisions/053, a breach long past is not
 * asked about again).
 */
function dutyScope(was: Booking | null, booking: Booking) {
  const starts = [was?.startDate, booking.startDate].filter((d) => d !== undefined).sort();
  const ends = [was?.endDate, booking.endDate].filter((d) => d !== undefined).sort();
  return {
    memberIds: [...new Set([...(was ? crewOfBooking(was) : []), ...crewOfBooking(booking)])],
    dates: { from: starts[0]!, to: ends.at(-1)! },
  };
}

const dutyOf = (tx: Tx, context: DutyContext, was: Booking | null, booking: Booking) => {
  const scope = dutyScope(was, booking);
  return pilotBreaches({ db: tx, context, ...scope, after: midnightOf(context.options, scope.dates.from) });
};

/**
 * The conflicts a booking write would add ('Save anyway', docs/decisions/022): the booking's conflicts
 * read before the write and after it, in one transaction that is rolled back. `id` is the booking
 * written, or null for a new one (whose every conflict is new). Beside them, the maintenance items the
 * write takes an aircraft past (docs/decisions/051), of the aircraft the booking had and has, and the
 * flight and duty limits it takes a pilot on it past (docs/decisions/055), or brings within the margin
 * of (`amber`, not a question): which aircraft and pilots those are is known only once written, so the
 * write runs in a savepoint that is undone once read, and the items and limits are then read as they
 * were; `today` is the operator's.
 */
export function previewBookingWrite(options: {
  db: Db;
  id: number | null;
  today: string;
  write: (db: Db) => Promise<BookingWithConflicts>;
}): Promise<PreviewAnswer> {
  const { db, id, today, write } = options;
  return rolledBack(db, async (tx) => {
    const was = id === null ? null : await readBookingWithConflicts({ db: tx, id });
    const context = await readDutyContext(tx);
    let seen: WriteSeen;
    try {
      await tx.transaction(async (savepoint) => {
        // The services open their own transaction: on a transaction that is a savepoint.
        const booking = await write(savepoint as unknown as Db);
        const aircraftIds = [
          ...new Set([was?.allocatedAircraftId, booking.allocatedAircraftId].filter((x) => x != null)),
        ];
        throw new WriteSeen(
          {
            conflicts: await summarise(
              savepoint,
              addedConflicts(was?.conflicts ?? [], booking.conflicts),
              booking.id,
            ),
          },
          aircraftIds,
          await itemsPastDue(savepoint, today, aircraftIds),
          booking,
          await dutyOf(savepoint, context, was, booking),
        );
      });
      throw new Error("a preview's write was not undone");
    } catch (error) {
      if (!(error instanceof WriteSeen)) throw error;
      seen = error;
    }
    const pastDueBefore = await itemsPastDue(tx, today, seen.aircraftIds);
    const duty = dutyQuestions({
      context,
      before: await dutyOf(tx, context, was, seen.booking),
      after: seen.dutyAfter,
      booking: seen.booking,
    });
    return {
      conflicts: [
        ...seen.answer.conflicts,
        ...(await addedPastDue(tx, pastDueBefore, seen.pastDueAfter, seen.booking.id)),
        ...duty.conflicts,
      ],
      amber: duty.amber,
    };
  });
}
