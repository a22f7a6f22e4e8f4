import { Ellipsis, TriangleAlert } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ChangeFlag } from "../../../shared/change-flags.ts";
import { formatShortDate } from "../../../shared/dates.ts";
import { departureHHmm } from "../../../shared/departure-time.ts";
import type { Conflict } from "../../../shared/fleet.ts";
import { useAcknowledgeOne } from "../../data/acknowledge-changes.ts";
import { flagOn, useChangeFlags } from "../../data/get-change-flags.ts";
import type { AircraftAvailability } from "../../lib/aircraft-availability.ts";
import { ACKNOWLEDGE_HOW, flagLines } from "../../lib/change-flag-text.ts";
import { cn } from "../../ui/cn.ts";
import { ColourDot } from "../../ui/colour-badge.tsx";
import type { FleetEntry } from "./fleet-grid.ts";

/** A flight that will not fly stays on the grid (it was planned), dimmed and struck through. */
const STRUCK = "line-through opacity-70";

/** Drag data: the booking moved, whichever of its days was picked up. */
export const DRAG_TYPE = "application/x-booking-id";

const routeOf = ({ booking, day }: FleetEntry) =>
  `${booking.departureLocation.name} → ${day.destinationLocation.name}`;

/**
 * A booking-day on the Fleet tab: time, customer colour and name, route; a conflict adds a warning
 * sign and the word 'Clash' (not colour alone). An editor drags it onto another aircraft's row, or
 * opens its menu (Enter or Space) to allocate the whole booking to an aircraft of its type.
 */
export function FleetEntryChip({
  entry,
  notFlying,
  conflicts,
  canEdit,
  options,
  onAllocate,
  onDragStart,
  onDragEnd,
  highlighted,
}: FleetEntryChipProps) {
  const { booking, day } = entry;
  const clash = conflicts.length > 0;
  // Someone else's unacknowledged change (docs/decisions/031): its dot acknowledges, as the table's does.
  const flag = flagOn(useChangeFlags().data, booking.id, day.date);
  const time = departureHHmm(day.departureTime);
  const range =
    booking.startDate === booking.endDate
      ? formatShortDate(booking.startDate)
      : `${formatShortDate(booking.startDate)}-${formatShortDate(booking.endDate)}`;
  const label = [
    `${booking.customer.name} ${time}`,
    routeOf(entry),
    `booking ${range}`,
    ...(notFlying ? [notFlying] : []),
    ...conflicts.map((c) => `Conflict: ${c.detail}`),
    ...(flag ? [`Changed: ${flagLines(flag).join("; ")}`] : []),
  ].join(", ");
  const body = <EntryBody entry={entry} time={time} clash={clash} notFlying={notFlying} flag={flag} />;
  const chipClass = cn(
    "block w-full rounded border bg-white px-1.5 py-0.5 text-left text-[11px] leading-tight shadow-xs",
    clash ? "border-red-500 ring-1 ring-red-500" : "border-slate-300",
    notFlying && "border-dashed bg-slate-50",
    highlighted && "ring-2 ring-blue-500",
  );
  const title = [label, ...conflicts.map((c) => c.detail)].join("\n");
  if (!canEdit) {
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: read-only users reach each entry's detail by keyboard too.
      <div tabIndex={0} role="note" aria-label={label} title={title} className={chipClass}>
        {body}
      </div>
    );
  }
  // The entry itself is dragged; its menu button allocates by keyboard or click. (A menu trigger that
  // is also dragged opens its menu on the press that starts the drag.)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the mouse's way; the menu button inside is the keyboard's.
    <div
      draggable
      title={title}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(booking.id));
        event.dataTransfer.effectAllowed = "move";
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      className={cn(chipClass, "flex cursor-grab items-start gap-1")}
    >
      <div className="min-w-0 flex-1">{body}</div>
      <AllocateMenu
        label={label}
        range={range}
        options={options}
        allocatedAircraftId={booking.allocatedAircraftId}
        onAllocate={onAllocate}
      />
    </div>
  );
}

interface FleetEntryChipProps {
  entry: FleetEntry;
  /**
   * The day's status when it does not occupy the aircraft (Cancelled): shown struck through and
   * labelled with it, as the board does (docs/decisions/023); null for a flight that will fly.
   */
  notFlying: string | null;
  conflicts: Conflict[];
  canEdit: boolean;
  /** The aircraft of the booking's type with their availability over its dates. */
  options: AircraftAvailability[];
  onAllocate: (aircraftId: number | null) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** Another day of the booking being dragged: the whole booking moves. */
  highlighted: boolean;
}

/** An entry's menu: allocate the whole booking to an aircraft of its type (with its state), or none. */
function AllocateMenu({
  label,
  range,
  options,
  allocatedAircraftId,
  onAllocate,
}: {
  label: string;
  range: string;
  options: AircraftAvailability[];
  allocatedAircraftId: number | null;
  onAllocate: (aircraftId: number | null) => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`${label}. Allocate aircraft`}
        className="shrink-0 rounded px-1 font-bold text-slate-600 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <Ellipsis className="size-3.5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-56 rounded-md border border-slate-200 bg-white p-1 text-[13px] shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1 text-[11px] text-slate-500">
            Allocate the whole booking ({range})
          </DropdownMenu.Label>
          {options.map((option) => (
            <DropdownMenu.Item
              key={option.id}
              disabled={option.id === allocatedAircraftId}
              onSelect={() => onAllocate(option.id)}
              className="cursor-default rounded px-2 py-1 outline-none data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100"
            >
              {option.registration} — {option.state}
              {option.note ? `: ${option.note}` : ""}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item
            disabled={allocatedAircraftId === null}
            onSelect={() => onAllocate(null)}
            className="cursor-default rounded px-2 py-1 outline-none data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100"
          >
            Unallocated
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** What an entry shows: time, customer and route; a clash or a status that will not fly said in words. */
function EntryBody({
  entry,
  time,
  clash,
  notFlying,
  flag,
}: {
  entry: FleetEntry;
  time: string;
  clash: boolean;
  notFlying: string | null;
  flag: ChangeFlag | undefined;
}) {
  const { booking } = entry;
  return (
    <>
      <span className="flex items-center gap-1">
        {flag ? <AcknowledgeDot flag={flag} entryName={`${booking.customer.name} ${time}`} /> : null}
        {clash ? <TriangleAlert className="size-3 shrink-0 text-red-700" aria-hidden="true" /> : null}
        <span className={cn("font-semibold tabular-nums", notFlying && STRUCK)}>{time}</span>
        <ColourDot colour={booking.customer.color} className="size-2" />
        <span className={cn("truncate", notFlying && STRUCK)}>{booking.customer.name}</span>
        {clash ? <span className="ml-auto shrink-0 font-bold text-red-800 uppercase">Clash</span> : null}
        {notFlying ? (
          <span className="ml-auto shrink-0 font-bold text-slate-700 uppercase">{notFlying}</span>
        ) : null}
      </span>
      <span className={cn("block truncate text-slate-600", notFlying && STRUCK)}>{routeOf(entry)}</span>
    </>
  );
}

/**
 * The ringed dot of a changed entry, a button: a click, Enter or Space acknowledges the booking's
 * changes, as the table row's marker does. Its name says which entry, as the grid holds many.
 */
function AcknowledgeDot({ flag, entryName }: { flag: ChangeFlag; entryName: string }) {
  const acknowledge = useAcknowledgeOne();
  return (
    <button
      type="button"
      aria-label={`${entryName}. Changed: ${flagLines(flag).join("; ")}. ${ACKNOWLEDGE_HOW}`}
      title={ACKNOWLEDGE_HOW}
      onClick={() => acknowledge.mutate({ bookingId: flag.bookingId, upTo: flag.upTo })}
      className="inline-flex size-3 shrink-0 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <span className="size-2 rounded-full bg-amber-500 ring-2 ring-amber-200" aria-hidden="true" />
    </button>
  );
}
