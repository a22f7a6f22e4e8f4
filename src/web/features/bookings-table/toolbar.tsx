import { ChevronLeft, ChevronRight, Download, X } from "lucide-react";
import type { AircraftType, BookingStatus, Customer } from "../../../shared/reference-data.ts";
import type { StatusFilter } from "../../lib/table-link.ts";
import { Button } from "../../ui/button.tsx";
import { Select, SelectGroup, SelectItem } from "../../ui/deferred-select.tsx";
import { SwitchField } from "../../ui/switch.tsx";
import { groupAircraftTypes } from "./aircraft-groups.ts";

// Starts with "__", so the entry stays in the list while it is filtered (ui/select.tsx).
const ALL = "__all__";

export function MonthNavigation({
  label,
  onPrevious,
  onNext,
  onToday,
  isCurrent,
}: {
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  isCurrent: boolean;
}) {
  return (
    <div className="flex items-center gap-1">
      <Button size="icon" variant="ghost" aria-label="Previous month" onClick={onPrevious}>
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <h2
        aria-live="polite"
        className="min-w-[9.5rem] text-center text-lg font-semibold tracking-tight tabular-nums"
      >
        {label}
      </h2>
      <Button size="icon" variant="ghost" aria-label="Next month" onClick={onNext}>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={onToday}
        disabled={isCurrent}
        className="ml-1 text-slate-600"
      >
        Today
      </Button>
    </div>
  );
}

export function CustomerFilter({
  customers,
  value,
  onChange,
}: {
  customers: Customer[];
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <Select
      ariaLabel="Customer filter"
      value={value === null ? ALL : String(value)}
      onValueChange={(next) => onChange(next === ALL ? null : Number(next))}
      className="w-48"
      // A long name is cut with an ellipsis in the trigger; the whole name shows on hover.
      title={customers.find((customer) => customer.id === value)?.name ?? "All Customers"}
    >
      <SelectItem value={ALL}>All Customers</SelectItem>
      {customers.map((customer) => (
        <SelectItem key={customer.id} value={String(customer.id)}>
          <span className="flex min-w-0 items-center gap-2">
            <span
              className="size-2 shrink-0 rounded-full"
              style={{ backgroundColor: customer.color }}
              aria-hidden="true"
            />
            <span className="truncate">{customer.name}</span>
          </span>
        </SelectItem>
      ))}
    </Select>
  );
}

/**
 * The status a Reports link filtered the table by (docs/decisions/035), said in words beside the
 * filters, with the one way to take it off.
 */
export function StatusFilterChip({
  status,
  statuses,
  onClear,
}: {
  status: StatusFilter;
  statuses: BookingStatus[];
  onClear: () => void;
}) {
  const name = status === "none" ? "No status" : (statuses.find((s) => s.id === status)?.statusText ?? "…");
  return (
    <span className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 bg-slate-50 pl-2.5 pr-1 text-[13px] text-slate-800">
      Status: {name}
      <Button
        size="icon"
        variant="ghost"
        className="size-6"
        aria-label={`Show every status, not only ${name}`}
        onClick={onClear}
      >
        <X className="size-3.5" aria-hidden="true" />
      </Button>
    </span>
  );
}

export function AircraftTypeFilter({
  types,
  value,
  onChange,
}: {
  types: AircraftType[];
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <Select
      ariaLabel="Aircraft type filter"
      value={value === null ? ALL : String(value)}
      onValueChange={(next) => onChange(next === ALL ? null : Number(next))}
      className="w-36"
    >
      <SelectItem value={ALL}>All Types</SelectItem>
      {groupAircraftTypes(types).map(({ group, types: inGroup }) => (
        <SelectGroup key={group} label={group}>
          {inGroup.map((type) => (
            <SelectItem key={type.id} value={String(type.id)}>
              {type.title}
            </SelectItem>
          ))}
        </SelectGroup>
      ))}
    </Select>
  );
}

export function DisplayToggles({
  showBookingId,
  onShowBookingId,
  showActualHours,
  onShowActualHours,
  showDepartureColours,
  onShowDepartureColours,
}: {
  showBookingId: boolean;
  onShowBookingId: (value: boolean) => void;
  showActualHours: boolean;
  onShowActualHours: (value: boolean) => void;
  showDepartureColours: boolean;
  onShowDepartureColours: (value: boolean) => void;
}) {
  return (
    <div data-print-hide="" className="flex items-center gap-4">
      <SwitchField label="Show Booking ID" checked={showBookingId} onCheckedChange={onShowBookingId} />
      <SwitchField label="Show Actual Hours" checked={showActualHours} onCheckedChange={onShowActualHours} />
      <SwitchField
        label="Show Departures with colours"
        checked={showDepartureColours}
        onCheckedChange={onShowDepartureColours}
      />
    </div>
  );
}

export function ExportButton({ onExport, disabled }: { onExport: () => void; disabled?: boolean }) {
  return (
    <Button size="sm" onClick={onExport} disabled={disabled}>
      <Download className="size-3.5" aria-hidden="true" />
      Export CSV
    </Button>
  );
}
