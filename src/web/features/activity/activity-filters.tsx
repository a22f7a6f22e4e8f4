import { useId } from "react";
import { HISTORY_ENTITIES, type HistoryEntity } from "../../../shared/history.ts";
import type { HistoryFilters } from "../../data/get-history.ts";
import { DateField } from "../../ui/date-field.tsx";

const selectClass = "h-8 rounded-md border border-slate-300 bg-white px-2 text-[13px]";

/** Activity's filters: who (among the people seen so far), what kind of thing, and from and to which day. */
export function ActivityFilters({
  filters,
  people,
  onChange,
}: {
  filters: HistoryFilters;
  people: ReadonlyMap<number, string>;
  onChange: (change: Partial<HistoryFilters>) => void;
}) {
  const dateIds = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-3 py-2 text-[13px]">
      <label className="inline-flex items-center gap-1.5">
        User
        <select
          className={selectClass}
          value={filters.userId ?? ""}
          onChange={(e) => onChange({ userId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Everyone</option>
          {[...people].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="inline-flex items-center gap-1.5">
        Kind
        <select
          className={selectClass}
          value={filters.entity ?? ""}
          onChange={(e) => onChange({ entity: (e.target.value || undefined) as HistoryEntity | undefined })}
        >
          <option value="">Everything</option>
          {HISTORY_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {entity}
            </option>
          ))}
        </select>
      </label>
      <div className="inline-flex items-center gap-1.5">
        <label htmlFor={`${dateIds}-from`}>From</label>
        <DateField
          id={`${dateIds}-from`}
          size="sm"
          className="w-36"
          value={filters.from ?? ""}
          onChange={(from) => onChange({ from: from || undefined })}
        />
      </div>
      <div className="inline-flex items-center gap-1.5">
        <label htmlFor={`${dateIds}-to`}>To</label>
        <DateField
          id={`${dateIds}-to`}
          size="sm"
          className="w-36"
          value={filters.to ?? ""}
          onChange={(to) => onChange({ to: to || undefined })}
        />
      </div>
    </div>
  );
}
