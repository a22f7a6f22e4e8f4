import { useState } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { cn } from "../../ui/cn.ts";
import { DisconnectMarker } from "../../ui/disconnect-marker.tsx";
import { DRAG_TYPE, FleetEntryChip } from "./fleet-entry.tsx";
import type { FleetRow } from "./fleet-grid.ts";
import type { FleetData } from "./use-fleet-data.ts";

/**
 * One aircraft's day: its unavailability, its booking-days, and a drop target for a dragged booking.
 * A booking dropped here moves as it was when the drag began, whatever live refresh brought since.
 */
export function FleetCell({
  row,
  siblings,
  date,
  today,
  data,
  canEdit,
  dragging,
  onDragging,
  onMove,
}: {
  row: FleetRow;
  /** The rows of the same type, where an entry's menu can allocate it. */
  siblings: FleetRow[];
  date: string;
  today: string;
  data: FleetData;
  canEdit: boolean;
  dragging: Booking | null;
  onDragging: (booking: Booking | null) => void;
  onMove: (booking: Booking, row: FleetRow, version?: number, date?: string) => void;
}) {
  const [over, setOver] = useState(false);
  const reason = row.unavailable.get(date);
  return (
    <td
      onDragOver={(event) => {
        if (!canEdit || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = Number(event.dataTransfer.getData(DRAG_TYPE));
        const booking = data.bookings.find((b) => b.id === id);
        if (booking) onMove(booking, row, dragging?.id === id ? dragging.version : booking.version, date);
      }}
      data-testid={`fleet-cell-${row.label}-${date}`}
      className={cn(
        "h-12 border-b border-l border-slate-200 p-0.5 align-top",
        date === today && "bg-blue-50",
        reason && "bg-[repeating-linear-gradient(45deg,#fee2e2,#fee2e2_6px,#fff_6px,#fff_12px)]",
        over && "outline-2 outline-blue-600 -outline-offset-2",
      )}
    >
      {reason ? <div className="px-1 text-[11px] font-medium text-red-800">Unavailable: {reason}</div> : null}
      <div className="flex flex-col gap-0.5">
        {(row.entries.get(date) ?? []).map((entry) => (
          <div key={`${entry.booking.id}:${date}`} className="flex items-start">
            <div className="min-w-0 flex-1">
              <FleetEntryChip
                entry={entry}
                notFlying={data.notFlying(entry.day.bookingStatusId)}
                conflicts={data.conflictsOf(entry.booking.id, date)}
                canEdit={canEdit}
                options={canEdit ? data.optionsFor(entry.booking) : []}
                onAllocate={(aircraftId) => {
                  const target = siblings.find((r) => r.aircraftId === aircraftId);
                  if (target) onMove(entry.booking, target);
                }}
                onDragStart={() => onDragging(entry.booking)}
                onDragEnd={() => {
                  onDragging(null);
                  setOver(false);
                }}
                highlighted={dragging?.id === entry.booking.id}
              />
            </div>
            <DisconnectMarker texts={data.disconnectsOf(entry.booking.id, date).map((d) => d.text)} />
          </div>
        ))}
      </div>
    </td>
  );
}
