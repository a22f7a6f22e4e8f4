import { ChevronLeft, ChevronRight, Settings } from "lucide-react";
import { Fragment, useCallback, useMemo, useState } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { addDays, eachDate, localIsoDate } from "../../../shared/dates.ts";
import type { Conflict } from "../../../shared/fleet.ts";
import { READ_ONLY } from "../../../shared/session-rules.ts";
import { useAircraftTypesWithAircraft } from "../../data/get-aircraft-types-with-aircraft.ts";
import { useAircraftUnavailability } from "../../data/get-aircraft-unavailability.ts";
import { useBookingStatuses } from "../../data/get-booking-statuses.ts";
import { useBookings } from "../../data/get-bookings.ts";
import { useConflicts } from "../../data/get-conflicts.ts";
import { previewAllocatedAircraft } from "../../data/preview-conflicts.ts";
import { useUpdateAllocatedAircraft } from "../../data/update-allocated-aircraft.ts";
import { aircraftAvailability } from "../../lib/aircraft-availability.ts";
import { errorText } from "../../lib/api-client.ts";
import { saveUnlessDeclined, toastSaved } from "../../lib/save-anyway.ts";
import { occupiesAircraft } from "../../lib/status-occupies.ts";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { GuardedButton } from "../../ui/guarded-button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toastError } from "../../ui/toast-store.ts";
import { DRAG_TYPE, FleetEntryChip } from "./fleet-entry.tsx";
import { type FleetRow, type FleetSpan, fleetDates, fleetGroups, SPAN_LABELS } from "./fleet-grid.ts";
import { FleetSettingsDialog } from "./fleet-settings-dialog.tsx";

const weekday = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" });

/**
 * The Fleet tab (docs/decisions/015): one row per aircraft, grouped by type, with an 'Unallocated' row per
 * type; one column per day of a week, two weeks or the month, today highlighted. Each booking-day sits
 * in its aircraft's row; unavailability is shaded with its reason; conflicts stand out. An editor
 * allocates a booking by dragging any of its days onto an aircraft's row, or from the entry's menu,
 * through the allocate call (allocation belongs to the whole booking). Read-only users see it all.
 */
export function FleetTab({ canEdit }: { canEdit: boolean }) {
  const today = localIsoDate(new Date());
  const [span, setSpan] = useState<FleetSpan>("week");
  const [start, setStart] = useState(today);
  const dates = useMemo(() => fleetDates(span, start), [span, start]);
  const window = useMemo(() => ({ from: dates[0]!, to: dates[dates.length - 1]! }), [dates]);

  const bookings = useBookings(window, { keepPrevious: true });
  const fleet = useAircraftTypesWithAircraft();
  const periods = useAircraftUnavailability(window);
  const conflicts = useConflicts(window);
  const statuses = useBookingStatuses();
  const allocate = useUpdateAllocatedAircraft({
    onSuccess: (_booking, variables) => toastSaved(variables, "Aircraft assignment updated successfully"),
    onError: (error: Error) => toastError(errorText(error, "Failed to update allocated aircraft")),
  });
  const [dragging, setDragging] = useState<Booking | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);

  const statusById = useMemo(() => new Map((statuses.data ?? []).map((s) => [s.id, s])), [statuses.data]);
  const flies = useCallback(
    (statusId: number | null) => occupiesAircraft(statusId, statusById),
    [statusById],
  );
  // The status a day shows struck through when it will not fly (Cancelled), else null.
  const notFlying = (statusId: number | null) =>
    statusId === null || flies(statusId) ? null : (statusById.get(statusId)?.statusText ?? null);
  const groups = useMemo(
    () =>
      fleetGroups({
        fleet: fleet.data ?? [],
        bookings: bookings.data ?? [],
        periods: periods.data ?? [],
        dates,
        flies,
      }),
    [fleet.data, bookings.data, periods.data, dates, flies],
  );
  const conflictsOf = useMemo(() => {
    const map = new Map<string, Conflict[]>();
    for (const conflict of conflicts.data ?? []) {
      for (const id of conflict.bookingIds) {
        const key = `${id}:${conflict.date}`;
        map.set(key, [...(map.get(key) ?? []), conflict]);
      }
    }
    return map;
  }, [conflicts.data]);

  const optionsFor = (booking: Booking) => {
    const type = (fleet.data ?? []).find((t) => t.id === booking.aircraftTypeId);
    return aircraftAvailability({
      aircraft: (type?.aircraft ?? []).filter((a) => !a.retired || a.id === booking.allocatedAircraftId),
      dates: eachDate(booking.startDate, booking.endDate),
      bookings: bookings.data ?? [],
      periods: periods.data ?? [],
      occupies: flies,
      exceptBookingId: booking.id,
    });
  };

  /** `version`: the booking's when its mover picked it up (docs/decisions/028). */
  const moveTo = (booking: Booking, row: FleetRow, version = booking.version) => {
    if (row.aircraftTypeId !== booking.aircraftTypeId) {
      toastError(
        `${row.label} is not a ${booking.aircraftType.title}: allocate an aircraft of the booking's type`,
      );
      return;
    }
    if (row.aircraftId === booking.allocatedAircraftId) return;
    void saveUnlessDeclined({
      preview: () => previewAllocatedAircraft(booking.id, row.aircraftId),
      variables: {
        bookingId: booking.id,
        version,
        allocatedAircraftId: row.aircraftId,
        registration: row.aircraftId === null ? undefined : row.label,
      },
      save: allocate.mutate,
    });
  };

  const shift = (direction: -1 | 1) => {
    if (span === "month") {
      const first = `${start.slice(0, 7)}-01`;
      setStart(
        direction === 1 ? `${addDays(first, 31).slice(0, 7)}-01` : `${addDays(first, -1).slice(0, 7)}-01`,
      );
    } else setStart(addDays(start, direction * dates.length));
  };

  const loading = bookings.isPending || fleet.isPending;
  return (
    <section aria-label="Fleet" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          <Button size="icon-sm" variant="ghost" aria-label="Previous" onClick={() => shift(-1)}>
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button size="sm" onClick={() => setStart(today)}>
            Today
          </Button>
          <Button size="icon-sm" variant="ghost" aria-label="Next" onClick={() => shift(1)}>
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <fieldset aria-label="Days shown" className="flex rounded-md border border-slate-300">
          {(Object.keys(SPAN_LABELS) as FleetSpan[]).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={span === value}
              onClick={() => setSpan(value)}
              className={cn(
                "h-8 px-3 text-[13px] first:rounded-l-md last:rounded-r-md",
                span === value ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              {SPAN_LABELS[value]}
            </button>
          ))}
        </fieldset>
        <h2 className="text-[15px] font-semibold tabular-nums">
          {dates[0]} to {dates[dates.length - 1]}
        </h2>
        <GuardedButton
          size="sm"
          className="ml-auto"
          disabledReason={canEdit ? undefined : READ_ONLY}
          onClick={() => setManaging(true)}
        >
          <Settings className="size-4" aria-hidden="true" />
          Manage fleet
        </GuardedButton>
        {dragging ? (
          <p role="status" className="text-[13px] text-blue-800">
            Moving the whole booking ({dragging.customer.name}, {dragging.startDate} to {dragging.endDate}):
            drop it on an aircraft of type {dragging.aircraftType.title}
          </p>
        ) : null}
      </div>
      {loading ? (
        <div className="flex h-40 items-center justify-center">
          <Spinner className="size-6" label="Loading fleet" />
        </div>
      ) : (
        <div className="max-h-[990px] overflow-auto rounded-md border border-slate-200">
          <table className="border-separate border-spacing-0 text-[13px]">
            <thead className="sticky top-0 z-10 bg-slate-50">
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 z-20 w-32 border-b border-slate-200 bg-slate-50 px-2 py-1 text-left"
                >
                  Aircraft
                </th>
                {dates.map((date) => (
                  <th
                    key={date}
                    scope="col"
                    aria-current={date === today ? "date" : undefined}
                    className={cn(
                      "min-w-36 border-b border-l border-slate-200 px-2 py-1 text-left font-medium tabular-nums",
                      date === today && "bg-blue-100 text-blue-900",
                    )}
                  >
                    {weekday(date)} {date.slice(8)}/{date.slice(5, 7)}
                    {date === today ? " (today)" : ""}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <Fragment key={group.aircraftTypeId}>
                  <tr>
                    <th
                      scope="rowgroup"
                      colSpan={dates.length + 1}
                      className="sticky left-0 bg-slate-100 px-2 py-1 text-left font-semibold"
                    >
                      {group.title}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <tr key={row.key} aria-label={`${row.label} (${group.title})`}>
                      <th
                        scope="row"
                        className={cn(
                          "sticky left-0 z-[5] border-b border-slate-200 bg-white px-2 py-1 text-left font-mono",
                          row.aircraftId === null && "font-sans italic text-slate-600",
                        )}
                      >
                        {row.label}
                        {row.retired ? (
                          <span className="ml-1 text-[11px] text-slate-500">(retired)</span>
                        ) : null}
                      </th>
                      {dates.map((date) => {
                        const reason = row.unavailable.get(date);
                        const cellKey = `${row.key}:${date}`;
                        return (
                          <td
                            key={date}
                            onDragOver={(event) => {
                              if (!canEdit || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
                              event.preventDefault();
                              setDropTarget(cellKey);
                            }}
                            onDragLeave={() =>
                              setDropTarget((current) => (current === cellKey ? null : current))
                            }
                            onDrop={(event) => {
                              event.preventDefault();
                              setDropTarget(null);
                              const id = Number(event.dataTransfer.getData(DRAG_TYPE));
                              const booking = (bookings.data ?? []).find((b) => b.id === id);
                              // Moved as it was when the drag began, whatever live refresh brought since.
                              if (booking)
                                moveTo(
                                  booking,
                                  row,
                                  dragging?.id === id ? dragging.version : booking.version,
                                );
                            }}
                            data-testid={`fleet-cell-${row.label}-${date}`}
                            className={cn(
                              "h-12 border-b border-l border-slate-200 p-0.5 align-top",
                              date === today && "bg-blue-50",
                              reason &&
                                "bg-[repeating-linear-gradient(45deg,#fee2e2,#fee2e2_6px,#fff_6px,#fff_12px)]",
                              dropTarget === cellKey && "outline-2 outline-blue-600 -outline-offset-2",
                            )}
                          >
                            {reason ? (
                              <div className="px-1 text-[11px] font-medium text-red-800">
                                Unavailable: {reason}
                              </div>
                            ) : null}
                            <div className="flex flex-col gap-0.5">
                              {(row.entries.get(date) ?? []).map((entry) => (
                                <FleetEntryChip
                                  key={`${entry.booking.id}:${date}`}
                                  entry={entry}
                                  notFlying={notFlying(entry.day.bookingStatusId)}
                                  conflicts={conflictsOf.get(`${entry.booking.id}:${date}`) ?? []}
                                  canEdit={canEdit}
                                  options={canEdit ? optionsFor(entry.booking) : []}
                                  onAllocate={(aircraftId) => {
                                    const target = group.rows.find((r) => r.aircraftId === aircraftId);
                                    if (target) moveTo(entry.booking, target);
                                  }}
                                  onDragStart={() => setDragging(entry.booking)}
                                  onDragEnd={() => {
                                    setDragging(null);
                                    setDropTarget(null);
                                  }}
                                  highlighted={dragging?.id === entry.booking.id}
                                />
                              ))}
                            </div>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {managing ? (
        <FleetSettingsDialog
          open={managing}
          onOpenChange={setManaging}
          fleet={fleet.data ?? []}
          periods={periods.data ?? []}
        />
      ) : null}
    </section>
  );
}
