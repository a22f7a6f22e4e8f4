import { ArrowRight } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useState } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { daysBetween, formatShortDate } from "../../../shared/dates.ts";
import type { StaleWriteAnswer } from "../../../shared/stale-write.ts";
import { useRestoreBooking } from "../../data/restore-booking.ts";
import { tableMessages } from "../../data/table-messages.ts";
import { errorText } from "../../lib/api-client.ts";
import { staleAnswerOf, staleText } from "../../lib/stale-write.ts";
import { toastError, toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { CustomerBadge } from "./cells/display.tsx";
import { useDeleteBooking } from "./data/delete-booking.ts";

/** The booking's route: its departure, then every destination of its days in date order, once each. */
export function bookingRoute(booking: Booking): string[] {
  const destinations: string[] = [];
  for (const day of [...booking.dailyDetails].sort((a, b) => a.date.localeCompare(b.date))) {
    const name = day.destinationLocation.name;
    if (!destinations.includes(name)) destinations.push(name);
  }
  return [booking.departureLocation.name, ...destinations];
}

export function bookingDates(booking: Pick<Booking, "startDate" | "endDate">): string {
  if (booking.startDate === booking.endDate) return formatShortDate(booking.startDate);
  const days = daysBetween(booking.startDate, booking.endDate) + 1;
  return `${formatShortDate(booking.startDate)} – ${formatShortDate(booking.endDate)} (${days} days)`;
}

/**
 * Product §2, §5: deleting needs confirmation showing customer, aircraft type, dates and route. The
 * delete names the version confirmed (docs/decisions/028): when someone changed the booking meanwhile,
 * the dialog stays open on the booking as it is now, says who changed what, and a second Delete confirms
 * that booking.
 */
export function DeleteBookingDialog({
  booking: opened,
  onClose,
}: {
  booking: Booking | null;
  onClose: () => void;
}) {
  const [stale, setStale] = useState<StaleWriteAnswer | null>(null);
  const booking = stale && stale.booking.id === opened?.id ? stale.booking : opened;
  const close = () => {
    setStale(null);
    onClose();
  };
  const restore = useRestoreBooking({
    onSuccess: () => toastSuccess("Booking restored"),
    onError: (error) => toastError(errorText(error, "Failed to restore booking")),
  });
  const mutation = useDeleteBooking({
    // Undo for as long as the toast shows (docs/decisions/016); Activity offers Restore after that.
    onSuccess: ({ bookingId }) =>
      toastSuccess(tableMessages.delete.success, {
        label: "Undo",
        onClick: () => restore.restore(bookingId),
      }),
    onError: (error) => {
      const changed = staleAnswerOf(error);
      if (changed) setStale(changed);
      else toastError(errorText(error, tableMessages.delete.failure));
    },
  });

  return (
    <AlertDialog.Root
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) close();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-slate-200 bg-white shadow-xl animate-fade-in focus:outline-none">
          {booking ? (
            <>
              <div className="space-y-1 px-5 pt-4 pb-3">
                <AlertDialog.Title className="text-base font-semibold text-slate-900">
                  Delete booking?
                </AlertDialog.Title>
                <AlertDialog.Description className="text-[13px] text-slate-600">
                  This removes the booking and all of its days. You can undo it for a few seconds afterwards,
                  and restore it from Activity later.
                </AlertDialog.Description>
                {stale ? (
                  <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-[13px] text-amber-900">
                    {staleText(stale)}. Nothing was deleted: check the booking as it is now.
                  </p>
                ) : null}
              </div>
              <dl className="mx-5 mb-4 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-[13px]">
                <dt className="text-slate-500">Customer</dt>
                <dd className="min-w-0">
                  <CustomerBadge customer={booking.customer} />
                </dd>
                <dt className="text-slate-500">Aircraft type</dt>
                <dd className="font-medium">{booking.aircraftType.title}</dd>
                <dt className="text-slate-500">Dates</dt>
                <dd className="tabular-nums">{bookingDates(booking)}</dd>
                <dt className="text-slate-500">Route</dt>
                <dd>
                  <ol aria-label="Route" className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
                    {bookingRoute(booking).map((stop, index) => (
                      <li key={stop} className="inline-flex items-center gap-1.5">
                        {index > 0 ? <ArrowRight className="size-3 text-slate-400" aria-label="to" /> : null}
                        <span>{stop}</span>
                      </li>
                    ))}
                  </ol>
                </dd>
              </dl>
              <div className="flex justify-end gap-2 border-t border-slate-100 bg-slate-50/60 px-5 py-3">
                <AlertDialog.Cancel asChild>
                  <Button disabled={mutation.isPending}>Cancel</Button>
                </AlertDialog.Cancel>
                <Button
                  variant="destructive"
                  disabled={mutation.isPending}
                  onClick={() =>
                    mutation.mutate(
                      { bookingId: booking.id, version: booking.version },
                      { onSuccess: close, onError: (error) => (staleAnswerOf(error) ? undefined : close()) },
                    )
                  }
                >
                  {mutation.isPending ? "Deleting..." : "Delete"}
                </Button>
              </div>
            </>
          ) : null}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
