import { ChevronLeft, ChevronRight, Printer } from "lucide-react";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { DateField } from "../../ui/date-field.tsx";
import { type Period, type PeriodKind, periodLabel, periodOf, shiftPeriod } from "./period.ts";

const KINDS: { kind: PeriodKind; label: string }[] = [
  { kind: "month", label: "Month" },
  { kind: "quarter", label: "Quarter" },
  { kind: "year", label: "Year" },
  { kind: "custom", label: "Custom" },
];

/** The period: its kind, a step back or on, two dates for a custom one, and Print. */
export function ReportsToolbar({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const step = period.kind === "custom" ? "period" : period.kind;
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <fieldset className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
        <legend className="sr-only">Period</legend>
        {KINDS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            aria-pressed={period.kind === kind}
            onClick={() => onChange(kind === "custom" ? { ...period, kind } : periodOf(kind, period.from))}
            className={cn(
              "h-8 rounded px-3 text-[13px] font-medium focus-visible:outline-2 focus-visible:outline-blue-600",
              period.kind === kind ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <Button size="icon" aria-label={`Previous ${step}`} onClick={() => onChange(shiftPeriod(period, -1))}>
        <ChevronLeft className="size-4" aria-hidden="true" />
      </Button>
      <Button size="icon" aria-label={`Next ${step}`} onClick={() => onChange(shiftPeriod(period, 1))}>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
      {period.kind === "custom" ? (
        <CustomDates period={period} onChange={onChange} />
      ) : (
        <span className="text-[15px] font-semibold text-slate-900">{periodLabel(period)}</span>
      )}
      <Button className="ml-auto" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        Print
      </Button>
    </div>
  );
}

/** From and to; a 'to' before 'from' moves with it, so the period is never backwards. */
function CustomDates({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  return (
    <div className="flex items-center gap-2 text-[13px] text-slate-700">
      <DateField
        aria-label="From"
        size="sm"
        allowEmpty={false}
        value={period.from}
        onChange={(from) => onChange({ ...period, from, to: period.to < from ? from : period.to })}
      />
      <span aria-hidden="true">–</span>
      <DateField
        aria-label="To"
        size="sm"
        allowEmpty={false}
        min={period.from}
        value={period.to}
        onChange={(to) => onChange({ ...period, to, from: to < period.from ? to : period.from })}
      />
    </div>
  );
}
