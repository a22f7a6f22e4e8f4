import { useState } from "react";
import type { AircraftMaintenance, MaintenanceItemStatus } from "../../../shared/maintenance.ts";
import { previewAddUnavailability } from "../../data/preview-conflicts.ts";
import { dueSentence, STATE_CLASSES, STATE_WORDS } from "../../lib/maintenance-text.ts";
import { saveUnlessDeclined } from "../../lib/save-anyway.ts";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { DateField } from "../../ui/date-field.tsx";
import { inputClass } from "../../ui/field.tsx";
import type { useMaintenanceWrites } from "./data/maintenance-writes.ts";
import { ruleText } from "./maintenance-templates.tsx";

type Writes = ReturnType<typeof useMaintenanceWrites>;

/**
 * An item with where the aircraft stands against it, amber within the margin and red past it; for
 * editors, 'Record done', 'Book inspection' (an unavailability named after the item, asked first when
 * it grounds booked flights) and 'Delete'.
 */
export function MaintenanceItemRow({
  item,
  aircraft,
  today,
  canEdit,
  writes,
}: {
  item: MaintenanceItemStatus;
  aircraft: AircraftMaintenance;
  today: string;
  canEdit: boolean;
  writes: Writes;
}) {
  const [open, setOpen] = useState<"done" | "book" | null>(null);
  const name = `${aircraft.registration} ${item.name}`;
  return (
    <li className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn("rounded px-1.5 py-0.5", STATE_CLASSES[item.state])} data-due={item.state}>
          {STATE_WORDS[item.state] ? <strong className="mr-1">{STATE_WORDS[item.state]}:</strong> : null}
          {dueSentence(item, today)}
        </span>
        <span className="text-[12px] text-slate-500">{ruleText(item)}</span>
        {canEdit ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Record ${name} done`}
              onClick={() => setOpen("done")}
            >
              Record done
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Book ${name}`} onClick={() => setOpen("book")}>
              Book inspection
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${name}`}
              onClick={() => writes.removeItem.mutate(item.id)}
            >
              Delete
            </Button>
          </>
        ) : null}
      </div>
      {open === "done" ? (
        <RecordDone
          item={item}
          aircraft={aircraft}
          today={today}
          writes={writes}
          onDone={() => setOpen(null)}
        />
      ) : null}
      {open === "book" ? (
        <BookInspection
          item={item}
          aircraft={aircraft}
          today={today}
          writes={writes}
          onDone={() => setOpen(null)}
        />
      ) : null}
    </li>
  );
}

/** Done at these hours on this date (the aircraft's hours and today to start with); the next interval starts. */
function RecordDone({
  item,
  aircraft,
  today,
  writes,
  onDone,
}: {
  item: MaintenanceItemStatus;
  aircraft: AircraftMaintenance;
  today: string;
  writes: Writes;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState({ doneHours: aircraft.hours ?? "", doneDate: today });
  return (
    <form
      aria-label={`Record ${aircraft.registration} ${item.name} done`}
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        writes.recordDone.mutate({ id: item.id, ...draft }, { onSuccess: onDone });
      }}
    >
      <span>Done at</span>
      <input
        aria-label="Done at hours"
        inputMode="decimal"
        className={`${inputClass} h-8 w-24`}
        value={draft.doneHours}
        onChange={(event) => setDraft({ ...draft, doneHours: event.target.value })}
      />
      <span>h on</span>
      <DateField
        aria-label="Done on"
        size="sm"
        className="w-36"
        value={draft.doneDate}
        emptyWhenUnreadable
        onChange={(doneDate) => setDraft({ ...draft, doneDate })}
      />
      <Button
        size="sm"
        variant="primary"
        type="submit"
        disabled={!draft.doneHours.trim() || !draft.doneDate || writes.recordDone.isPending}
      >
        Save
      </Button>
      <Button size="sm" variant="ghost" type="button" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

/** One day's unavailability named after the item, on the day chosen (the projected or due day to start with). */
function BookInspection({
  item,
  aircraft,
  today,
  writes,
  onDone,
}: {
  item: MaintenanceItemStatus;
  aircraft: AircraftMaintenance;
  today: string;
  writes: Writes;
  onDone: () => void;
}) {
  const [date, setDate] = useState(item.dueBy && item.dueBy >= today ? item.dueBy : today);
  return (
    <form
      aria-label={`Book ${aircraft.registration} ${item.name}`}
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const payload = {
          aircraftId: aircraft.aircraftId,
          startDate: date,
          endDate: date,
          reason: item.name,
        };
        // Asks first when the day grounds booked flights, as any unavailability does (docs/decisions/022).
        void saveUnlessDeclined({
          preview: () => previewAddUnavailability(payload),
          variables: payload,
          save: (variables) => writes.bookInspection.mutate(variables, { onSuccess: onDone }),
        });
      }}
    >
      <span>Unavailable on</span>
      <DateField
        aria-label="Inspection day"
        size="sm"
        className="w-36"
        value={date}
        emptyWhenUnreadable
        onChange={setDate}
      />
      <Button size="sm" variant="primary" type="submit" disabled={!date || writes.bookInspection.isPending}>
        Book
      </Button>
      <Button size="sm" variant="ghost" type="button" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}
