import { Printer } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { isIsoDate } from "../../../../shared/dates.ts";
import { useBookingStatuses } from "../../../data/get-booking-statuses.ts";
import { useBookings } from "../../../data/get-bookings.ts";
import { useConflicts } from "../../../data/get-conflicts.ts";
import { useLocations } from "../../../data/get-locations.ts";
import { placeNames } from "../../../lib/day-legs.ts";
import { Button } from "../../../ui/button.tsx";
import { DateField } from "../../../ui/date-field.tsx";
import { Dialog, DialogClose, DialogContent } from "../../../ui/dialog.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useReturnFocus } from "../../../ui/use-return-focus.ts";
import { DailySheet } from "./daily-sheet.tsx";
import { sheetFlights } from "./sheet-flights.ts";

/**
 * While the sheet is open, printing prints it alone (print.css): the page is marked, and a copy of the
 * sheet sits straight under <body>, outside the dialog's fixed, centred frame.
 */
function usePrintTarget(active: boolean) {
  useEffect(() => {
    if (!active) return;
    document.documentElement.dataset.print = "daily-sheet";
    return () => {
      delete document.documentElement.dataset.print;
    };
  }, [active]);
}

/**
 * Daily flight sheet and printing (docs/decisions/017): choose a day, see its flights, print them on one page. Opened from the toolbar;
 * nothing here writes, so Enter in the date field does nothing but keep the date.
 */
export function DailySheetDialog({
  open,
  onOpenChange,
  initialDate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialDate: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted per opening: each starts from the day the table suggests, and focus goes back after. */}
      {open ? <DailySheetContent initialDate={initialDate} /> : null}
    </Dialog>
  );
}

function DailySheetContent({ initialDate }: { initialDate: string }) {
  const [date, setDate] = useState(initialDate);
  const dateId = useId();
  const returnFocus = useReturnFocus();
  const day = isIsoDate(date) ? date : initialDate;
  const dayWindow = useMemo(() => ({ from: day, to: day }), [day]);
  const bookings = useBookings(dayWindow);
  const statuses = useBookingStatuses();
  const conflicts = useConflicts(dayWindow);
  // Names the legs of a day of several (docs/decisions/049).
  const locations = useLocations();
  const sheet = useMemo(
    () =>
      sheetFlights(
        bookings.data ?? [],
        day,
        statuses.data ?? [],
        conflicts.data ?? [],
        placeNames(locations.data),
      ),
    [bookings.data, day, statuses.data, conflicts.data, locations.data],
  );
  // A sheet printed before its conflicts arrive would hide them; one whose conflicts fail still prints.
  const ready = bookings.isSuccess && statuses.isSuccess && !conflicts.isPending && !locations.isPending;
  usePrintTarget(ready);

  return (
    <>
      <DialogContent
        title="Daily flight sheet"
        description="Every flight of one day, to print on a single A4 page."
        className="w-[min(64rem,calc(100vw-2rem))]"
        onCloseAutoFocus={returnFocus}
        footer={
          <>
            <DialogClose asChild>
              <Button>Close</Button>
            </DialogClose>
            <Button variant="primary" disabled={!ready} onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Print
            </Button>
          </>
        }
      >
        <div className="mb-4 w-44 space-y-1.5">
          <label htmlFor={dateId} className="block text-[13px] font-medium text-slate-700">
            Day
          </label>
          <DateField id={dateId} value={date} allowEmpty={false} onChange={setDate} />
        </div>
        {ready ? (
          <DailySheet date={day} sheet={sheet} />
        ) : (
          <div className="flex h-24 items-center justify-center">
            <Spinner className="size-5" label="Loading flights" />
          </div>
        )}
      </DialogContent>
      {ready
        ? createPortal(
            <div className="print-only" data-daily-sheet="">
              <DailySheet date={day} sheet={sheet} />
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
