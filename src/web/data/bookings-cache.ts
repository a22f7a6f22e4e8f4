import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Booking } from "../../shared/bookings.ts";
import { DAY_FIELD_PATHS, type DayFieldName } from "../../shared/day-field-paths.ts";
import type { StaleWriteAnswer } from "../../shared/stale-write.ts";
import { askClashesBeforeApplyingMine } from "../lib/save-anyway.ts";
import { askStale, sendInTurn, staleAnswerOf } from "../lib/stale-write.ts";
import { allBookingsQueryKey, BOOKINGS_PATH } from "./get-bookings.ts";

/** Every booking write carries this key, so a refetch can wait until the last of a burst settles. */
export const bookingWriteMutationKey = [BOOKINGS_PATH, "write"] as const;

/**
 * Writes of one day's detail (shared/day-field-paths.ts); the others change the whole booking. A day's
 * status is written as the booking's status is, under "status", since it may be every day's.
 */
export const BOOKING_DAY_FIELDS = (Object.keys(DAY_FIELD_PATHS) as DayFieldName[]).filter(
  (field): field is Exclude<DayFieldName, "status"> => field !== "status",
);
/**
 * What a booking write changes: the mutation key's last segment, read back by the table's pending-cell
 * lookup and used to pick the table's messages, so a misspelt field fails to compile.
 */
export type BookingWriteField =
  | (typeof BOOKING_DAY_FIELDS)[number]
  | "aircraftType"
  | "status"
  | "allocatedAircraft"
  // All of one day's legs in one write (docs/decisions/049).
  | "legs"
  | "booking";

export const isDayField = (field: BookingWriteField) =>
  (BOOKING_DAY_FIELDS as readonly BookingWriteField[]).includes(field);

/** The field a booking write's mutation key names, if it names one. */
export const writeFieldOf = (mutationKey: QueryKey | undefined): BookingWriteField | undefined =>
  mutationKey?.length === bookingWriteMutationKey.length + 1
    ? (mutationKey[bookingWriteMutationKey.length] as BookingWriteField)
    : undefined;

/**
 * Helpers shared by the booking mutations: every cached bookings list (any window) is updated in place,
 * so the table and the board show a change at once, and restored if the server refuses it.
 */

export type BookingsSnapshot = Array<[QueryKey, Booking[] | undefined]>;

export async function snapshotBookings(queryClient: QueryClient): Promise<BookingsSnapshot> {
  // A refetch in flight would overwrite the optimistic change with the old data.
  await queryClient.cancelQueries({ queryKey: allBookingsQueryKey });
  return queryClient.getQueriesData<Booking[]>({ queryKey: allBookingsQueryKey });
}

export function restoreBookings(queryClient: QueryClient, snapshot: BookingsSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

export function updateBookingInCaches(
  queryClient: QueryClient,
  bookingId: number,
  update: (booking: Booking) => Booking,
): void {
  queryClient.setQueriesData<Booking[]>({ queryKey: allBookingsQueryKey }, (list) =>
    list?.map((booking) => (booking.id === bookingId ? update(booking) : booking)),
  );
}

/** Puts the server's answer (a booking in read shape) into every list that holds it. */
export function replaceBookingInCaches(queryClient: QueryClient, booking: Booking): void {
  updateBookingInCaches(queryClient, booking.id, () => booking);
}

export function removeBookingFromCaches(queryClient: QueryClient, bookingId: number): void {
  queryClient.setQueriesData<Booking[]>({ queryKey: allBookingsQueryKey }, (list) =>
    list?.filter((booking) => booking.id !== bookingId),
  );
}

/** Product §7: after each successful write the bookings list is refetched. */
export function refetchBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: allBookingsQueryKey });
}

export interface BookingMutationCallbacks<TVariables> {
  onSuccess?: (booking: Booking, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
  /** The write was stale and its writer chose 'Keep theirs' (docs/decisions/028). */
  onKeepTheirs?: (variables: TVariables) => void;
}

/** What every booking write's variables carry: the booking, and the version its writer saw (decision 028). */
export interface BookingWriteVariables {
  bookingId: number;
  /** Undefined sends no version: the write goes through whatever changed since. */
  version?: number;
}

/**
 * Options for a write that answers a booking: optimistic update of the cached lists, rollback on
 * failure, the server's answer put in place on success, then a refetch. Callbacks (toasts) live on the
 * mutation itself, so they run even when the cell that started it has gone. A stale write (409,
 * docs/decisions/028) shows the booking as it is now and asks 'Keep theirs' or 'Apply mine'; 'Apply
 * mine' sends the same change again with the version now, asking 'Save anyway' first when its preview
 * was refused as stale too (it could not ask then).
 */
export function bookingWriteOptions<TVariables extends BookingWriteVariables>(
  queryClient: QueryClient,
  options: {
    mutationFn: (variables: TVariables) => Promise<Booking>;
    field: BookingWriteField;
    optimistic?: (booking: Booking, variables: TVariables) => Booking;
    callbacks?: BookingMutationCallbacks<TVariables>;
  },
) {
  const send = (variables: TVariables) =>
    sendInTurn(variables.bookingId, variables.version, (version) =>
      options.mutationFn({ ...variables, version }),
    );
  const resolveStale = async (stale: StaleWriteAnswer, variables: TVariables): Promise<void> => {
    replaceBookingInCaches(queryClient, stale.booking);
    if (!(await askStale(stale))) {
      options.callbacks?.onKeepTheirs?.(variables);
      return;
    }
    const mine = { ...variables, version: stale.booking.version };
    // A save whose preview was refused as stale too was never asked about clashes: asked now, on the
    // booking as it is. Cancel saves nothing, as 'Save anyway''s Cancel always does.
    if (!(await askClashesBeforeApplyingMine(variables, mine))) return;
    try {
      const booking = await send(mine);
      replaceBookingInCaches(queryClient, booking);
      options.callbacks?.onSuccess?.(booking, mine);
    } catch (error) {
      const again = staleAnswerOf(error);
      if (again) return resolveStale(again, mine);
      options.callbacks?.onError?.(error as Error, mine);
    } finally {
      void refetchBookings(queryClient);
    }
  };
  return {
    mutationKey: [...bookingWriteMutationKey, options.field],
    mutationFn: send,
    onMutate: async (variables: TVariables) => {
      const snapshot = await snapshotBookings(queryClient);
      const optimistic = options.optimistic;
      if (optimistic)
        updateBookingInCaches(queryClient, variables.bookingId, (b) => optimistic(b, variables));
      return { snapshot };
    },
    onError: (error: Error, variables: TVariables, context: { snapshot: BookingsSnapshot } | undefined) => {
      restoreBookings(queryClient, context?.snapshot);
      const stale = staleAnswerOf(error);
      if (stale) void resolveStale(stale, variables);
      else options.callbacks?.onError?.(error, variables);
    },
    onSuccess: (booking: Booking, variables: TVariables) => {
      replaceBookingInCaches(queryClient, booking);
      options.callbacks?.onSuccess?.(booking, variables);
    },
    // A refetch while another edit is still in flight would briefly undo that edit on screen.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: bookingWriteMutationKey }) <= 1
        ? refetchBookings(queryClient)
        : undefined,
  };
}

/** Applies a change to one day's details of a booking. */
export function withDay(
  booking: Booking,
  date: string,
  change: Partial<Booking["dailyDetails"][number]>,
): Booking {
  return {
    ...booking,
    dailyDetails: booking.dailyDetails.map((day) => (day.date === date ? { ...day, ...change } : day)),
  };
}
