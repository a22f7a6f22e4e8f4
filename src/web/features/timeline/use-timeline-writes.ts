import type { Booking, DailyDetail, EditBookingPayload, Leg } from "../../../shared/bookings.ts";
import { formatShortDate } from "../../../shared/dates.ts";
import { clockText } from "../../../shared/leg-rules.ts";
import type { LegPayload } from "../../../shared/legs.ts";
import { useAircraftTypesWithAircraft } from "../../data/get-aircraft-types-with-aircraft.ts";
import { previewEdit } from "../../data/preview-conflicts.ts";
import { tableMessages } from "../../data/table-messages.ts";
import { type UpdateBookingVariables, useUpdateBooking } from "../../data/update-booking.ts";
import { type DayLegsVariables, previewDayLegsEdit, useUpdateDayLegs } from "../../data/update-day-legs.ts";
import { type MoveTarget, useMoveBooking } from "../../data/use-move-booking.ts";
import { errorText } from "../../lib/api-client.ts";
import { askToConfirm } from "../../lib/confirm-question.ts";
import { saveUnlessDeclined, toastSaved } from "../../lib/save-anyway.ts";
import { toastError } from "../../lib/toast-store.ts";

/** What a drop or a keyboard move asks for: a leg's new time and hours, and perhaps another row. */
export interface LegMove {
  booking: Booking;
  day: DailyDetail;
  legIndex: number;
  /** The booking's version when the move began: a change made elsewhere meanwhile is refused as stale. */
  version: number;
  /** The new departure in minutes after the day's midnight; null keeps the time (a TBC stays TBC). */
  departs: number | null;
  /** The new expected hours ("1.60"); null keeps them. */
  hours: string | null;
  /** Another row's aircraft; null keeps the aircraft. */
  target: MoveTarget | null;
}

/** A write of a day's legs, with the legs as they were for its toast's Undo. */
type LegsWrite = DayLegsVariables & { undo: Leg[] };

const toPayload = (leg: Leg): LegPayload => ({
  id: leg.id,
  departureTime: leg.departureTime,
  fromId: leg.fromId,
  toId: leg.toId,
  expectedHours: leg.expectedHours,
  passengers: leg.passengers,
  positioning: leg.positioning,
});

/**
 * The Timeline's writes, through the calls the table and the Fleet tab use: a leg's time and hours are
 * the day's legs written (`PUT …/legs`), another row is the booking's aircraft. Each asks 'Save anyway'
 * first when it would add a conflict (docs/decisions/022); Cancel writes nothing and the bar goes back.
 * A saved move's toast offers Undo, which writes the legs as they were (asking in turn if that clashes).
 */
export function useTimelineWrites() {
  const legs = useUpdateDayLegs({
    onSuccess: (booking, variables) => {
      const { undo, date } = variables as LegsWrite;
      toastSaved(variables, tableMessages.legs.success, {
        label: "Undo",
        onClick: () =>
          void writeLegs({
            bookingId: booking.id,
            date,
            version: booking.version,
            legs: undo.map(toPayload),
            shown: { legs: undo },
            undo: booking.dailyDetails.find((day) => day.date === date)?.legs ?? [],
          }),
      });
    },
    onError: (error) => toastError(errorText(error, tableMessages.legs.failure)),
  });
  const moveBooking = useMoveBooking();
  const typeTitle = useTypeTitle();
  const edit = useUpdateBooking({
    onSuccess: (booking, variables) => {
      const { undo } = variables as RetypeWrite;
      toastSaved(variables, tableMessages.aircraftType.success, {
        label: "Undo",
        onClick: () =>
          void saveEdit({
            bookingId: booking.id,
            version: booking.version,
            payload: { ...editPayloadOf(booking), ...undo },
            undo: {
              aircraftTypeId: booking.aircraftTypeId,
              allocatedAircraftId: booking.allocatedAircraftId,
            },
          }),
      });
    },
    onError: (error) => toastError(errorText(error, tableMessages.aircraftType.failure)),
  });
  const saveEdit = (variables: RetypeWrite) =>
    saveUnlessDeclined({
      preview: (v: RetypeWrite) => previewEdit(v.bookingId, v.payload, v.version),
      variables,
      save: edit.mutate,
    });
  const retype = ({ booking, target, version }: { booking: Booking; target: MoveTarget; version: number }) =>
    saveEdit({
      bookingId: booking.id,
      version,
      payload: {
        ...editPayloadOf(booking),
        aircraftTypeId: target.aircraftTypeId,
        allocatedAircraftId: target.aircraftId,
      },
      undo: { aircraftTypeId: booking.aircraftTypeId, allocatedAircraftId: booking.allocatedAircraftId },
    });

  const writeLegs = (variables: LegsWrite) =>
    saveUnlessDeclined({ preview: previewDayLegsEdit, variables, save: legs.mutate });

  /** Saves a move: the time and hours first, then the aircraft; settles once each is sent or declined. */
  return async (move: LegMove): Promise<void> => {
    const { booking, day, legIndex, version } = move;
    const { departs, hours } = move;
    if (departs !== null || hours !== null) {
      const changed = (leg: Leg): Leg => ({
        ...leg,
        ...(departs === null ? {} : { departureTime: clockText(departs) }),
        ...(hours === null ? {} : { expectedHours: hours }),
      });
      const after = day.legs.map((leg, index) => (index === legIndex ? changed(leg) : leg));
      const written = await writeLegs({
        bookingId: booking.id,
        date: day.date,
        version,
        legs: after.map(toPayload),
        shown: { legs: after },
        undo: day.legs,
      });
      if (!written) return;
    }
    const target = move.target;
    if (!target || target.aircraftId === booking.allocatedAircraftId) return;
    if (target.aircraftTypeId !== booking.aircraftTypeId) {
      // Another type is the booking's type changed with its aircraft, in one edit: asked first, as the
      // table's Type cell asks, and then 'Save anyway' names the capacity or time clashes it adds.
      if (!(await askToConfirm(retypeQuestion(booking, target, typeTitle(target.aircraftTypeId))))) return;
      await retype({ booking, target, version });
      return;
    }
    if (booking.startDate !== booking.endDate && !(await confirmWholeBooking(booking, target))) return;
    moveBooking(booking, target, version);
  };
}

/** An edit of a booking's type and aircraft, with what they were for its toast's Undo. */
type RetypeWrite = UpdateBookingVariables & {
  undo: { aircraftTypeId: number; allocatedAircraftId: number | null };
};

/** The edit call's fields as the booking has them: an edit of its type alone changes nothing else. */
const editPayloadOf = (booking: Booking): EditBookingPayload => ({
  customerId: booking.customerId,
  aircraftTypeId: booking.aircraftTypeId,
  departureId: booking.departureId,
  startDate: booking.startDate,
  endDate: booking.endDate,
  allocatedAircraftId: booking.allocatedAircraftId,
});

function retypeQuestion(booking: Booking, target: MoveTarget, title: string) {
  const onto = target.aircraftId === null ? `${title}, unallocated` : `${title} ${target.label}`;
  return {
    title: `Change the booking's type to ${title}?`,
    description: `${booking.customer.name}'s booking is of type ${booking.aircraftType.title}; moved to ${onto}, every day of it (${formatShortDate(booking.startDate)}–${formatShortDate(booking.endDate)}) changes type.`,
    confirm: "Change type",
  };
}

/** An aircraft type's title by its id, from the fleet the screen holds. */
function useTypeTitle() {
  const types = useAircraftTypesWithAircraft().data;
  return (id: number) => types?.find((type) => type.id === id)?.title ?? `type ${id}`;
}

/** The aircraft is the whole booking's: a leg dropped on another row of a booking of several days says so. */
function confirmWholeBooking(booking: Booking, target: MoveTarget): Promise<boolean> {
  const range = `${formatShortDate(booking.startDate)}–${formatShortDate(booking.endDate)}`;
  return askToConfirm({
    title: `Move the whole booking to ${target.label}?`,
    description: `${booking.customer.name}'s booking flies ${booking.dailyDetails.length} days (${range}); its aircraft is the booking's, so every day moves to ${target.label}.`,
    confirm: "Move booking",
  });
}
