import { useMemo, useState } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { useOperatorToday } from "../../data/get-operator-time-zone.ts";
import { useMoveBooking } from "../../data/use-move-booking.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { FleetCell } from "./fleet-cell.tsx";
import { type FleetSpan, fleetDates, shiftedStart } from "./fleet-grid.ts";
import { FleetGridTable } from "./fleet-grid-table.tsx";
import { FleetSettingsDialog } from "./fleet-settings-dialog.tsx";
import { FleetToolbar } from "./fleet-toolbar.tsx";
import { useFleetData } from "./use-fleet-data.ts";

/**
 * The Fleet tab (docs/decisions/015): one row per aircraft, grouped by type, with an 'Unallocated' row per
 * type; one column per day of a week, two weeks or the month, today (the operator's) highlighted. Each
 * booking-day sits in its aircraft's row; unavailability is shaded with its reason; conflicts stand out.
 * An editor allocates a booking by dragging any of its days onto an aircraft's row, or from the entry's
 * menu, through the allocate call (allocation belongs to the whole booking). Read-only users see it all.
 */
export function FleetTab({ canEdit }: { canEdit: boolean }) {
  const today = useOperatorToday();
  const [span, setSpan] = useState<FleetSpan>("week");
  // Null until the person moves: the span then starts on today, once the operator's zone is known.
  const [chosenStart, setStart] = useState<string | null>(null);
  const start = chosenStart ?? today;
  const dates = useMemo(() => fleetDates(span, start), [span, start]);
  const data = useFleetData(dates);
  const move = useMoveBooking();
  const [dragging, setDragging] = useState<Booking | null>(null);
  const [managing, setManaging] = useState(false);

  return (
    <section aria-label="Fleet" className="flex flex-col gap-3">
      <FleetToolbar
        dates={dates}
        span={span}
        onSpan={setSpan}
        onShift={(direction) => setStart(shiftedStart(span, start, direction))}
        onToday={() => setStart(null)}
        canEdit={canEdit}
        onManage={() => setManaging(true)}
        dragging={dragging}
      />
      {data.loading ? (
        <div className="flex h-40 items-center justify-center">
          <Spinner className="size-6" label="Loading fleet" />
        </div>
      ) : (
        <FleetGridTable
          dates={dates}
          today={today}
          groups={data.groups}
          cell={(row, group, date) => (
            <FleetCell
              row={row}
              siblings={group.rows}
              date={date}
              today={today}
              data={data}
              canEdit={canEdit}
              dragging={dragging}
              onDragging={setDragging}
              onMove={move}
            />
          )}
        />
      )}
      {managing ? (
        <FleetSettingsDialog
          open={managing}
          onOpenChange={setManaging}
          fleet={data.fleet}
          periods={data.periods}
        />
      ) : null}
    </section>
  );
}
