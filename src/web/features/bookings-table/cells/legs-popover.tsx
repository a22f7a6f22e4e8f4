import { useQuery } from "@tanstack/react-query";
import { Popover } from "radix-ui";
import { type RefObject, useId, useRef, useState } from "react";
import { formatShortDate } from "../../../../shared/dates.ts";
import { sumHours } from "../../../../shared/leg-rules.ts";
import { largeHoursQuestion } from "../../../../shared/typed-hours.ts";
import { DEFAULT_TURNAROUND_MINUTES, fleetSettingsQueryOptions } from "../../../data/get-fleet-settings.ts";
import { actionToasts } from "../../../data/table-messages.ts";
import { previewDayLegsEdit, useUpdateDayLegs } from "../../../data/update-day-legs.ts";
import { useCrewChoices } from "../../../data/use-crew-choices.ts";
import { askToConfirm } from "../../../lib/confirm-question.ts";
import {
  type LegDraft,
  type LegErrors,
  legDrafts,
  legsDiffer,
  legsOfDay,
  readLegDrafts,
  routeText,
  withLegAdded,
} from "../../../lib/leg-drafts.ts";
import { saveUnlessDeclined } from "../../../lib/save-anyway.ts";
import { useVersionSeen } from "../../../lib/stale-write.ts";
import { Button } from "../../../ui/button.tsx";
import { type LegFocus, LegsEditor } from "../../../ui/legs-editor.tsx";
import { dayShownWithLegs } from "../day-legs.ts";
import type { BookingRow } from "../rows.ts";
import { useTableContext } from "../table-context.tsx";
import type { LegsOpening } from "./legs-cell.tsx";

/**
 * A day's legs from its row, in a popover under the control that opened them (docs/decisions/049):
 * each leg editable in place, added, moved and removed; Save (or Enter in a field) writes all of them
 * in one request with the version seen, asking 'Save anyway' first when the legs add a clash; Escape or
 * Cancel leaves without writing. A click elsewhere closes it only when nothing was changed. Read-only
 * users see the legs.
 */
export function LegsPopover({
  row,
  opening,
  anchor,
  onClose,
}: {
  row: BookingRow;
  opening: LegsOpening;
  anchor: RefObject<HTMLButtonElement | null>;
  /** `refocus`: back to the control that opened the legs (not after a click elsewhere). */
  onClose: (refocus: boolean) => void;
}) {
  const { canEdit, locations, locationNames } = useTableContext();
  const settings = useQuery(fleetSettingsQueryOptions());
  const turnaround = settings.data?.turnaroundMinutes ?? DEFAULT_TURNAROUND_MINUTES;
  const version = useVersionSeen(row.booking.version);
  const crewChoices = useCrewChoices(row.booking.aircraftTypeId);
  const mutation = useUpdateDayLegs(actionToasts("legs"));
  const [stored] = useState(() => legsOfDay(row.day, row.booking.departureId));
  const home = String(row.booking.departureId);
  // "Add leg" needs the turnaround: the legs are laid out once the setting has been read.
  const [legs, setLegs] = useState<LegDraft[] | null>(null);
  const [focus, setFocus] = useState<LegFocus>();
  if (legs === null && !settings.isPending) {
    const first = legDrafts(stored);
    const drafted =
      opening === "add" && canEdit
        ? withLegAdded(first, { turnaroundMinutes: turnaround, homeId: home })
        : first;
    setLegs(drafted);
    const leg = (opening === "add" ? drafted.at(-1) : drafted[0])!;
    setFocus({ key: leg.key, control: opening === "hours" ? "hours" : "departureTime" });
  }
  const [errors, setErrors] = useState<Record<string, LegErrors>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const asking = useRef(false);
  const titleId = useId();
  const nameOf = (id: number) => locationNames.get(id) ?? "Unknown location";
  const changed = legs !== null && legDraftsChanged(stored, legs);

  const save = async () => {
    if (!legs || asking.current) return;
    const read = readLegDrafts(legs);
    if ("errors" in read) {
      setErrors(read.errors);
      return;
    }
    if (!legsDiffer(stored, read.legs)) {
      onClose(true);
      return;
    }
    const hours = sumHours(read.legs.map((leg) => leg.expectedHours));
    const question = largeHoursQuestion(hours);
    if (question) {
      asking.current = true;
      const yes = await askToConfirm({
        title: question,
        description: "That is a long day for one aircraft: check the figure before saving it.",
        confirm: `Save ${hours} hours`,
      });
      asking.current = false;
      if (!yes) return;
    }
    onClose(true);
    const variables = {
      bookingId: row.booking.id,
      date: row.date,
      legs: read.legs,
      version,
      shown: dayShownWithLegs(read.legs, nameOf),
    };
    void saveUnlessDeclined({ preview: previewDayLegsEdit, variables, save: mutation.mutate });
  };

  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose(false))} modal>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-labelledby={titleId}
          // The editor focuses the leg asked for; closing puts the focus back itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            if (!asking.current) onClose(true);
          }}
          onInteractOutside={(event) => {
            // A question asked from here is not a click elsewhere; and typed legs are not dropped by one.
            if (asking.current) event.preventDefault();
            else if (changed) {
              event.preventDefault();
              setNotice("Save or cancel the changes to these legs first.");
            }
          }}
          className="z-50 w-[min(48rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white p-3 text-slate-900 shadow-lg"
        >
          <div className="mb-2 flex items-baseline justify-between gap-3">
            <h2 id={titleId} className="text-[13px] font-semibold">
              Legs on {formatShortDate(row.date)} · {row.booking.customer.name}
            </h2>
            <p className="truncate text-[12px] text-slate-500">{routeText(stored, nameOf)}</p>
          </div>
          {legs === null ? (
            <p className="py-4 text-[13px] text-slate-500">Loading…</p>
          ) : (
            <div className="max-h-[min(60vh,28rem)] overflow-auto">
              <LegsEditor
                legs={legs}
                onChange={(next) => {
                  setLegs(next);
                  setNotice(null);
                }}
                locations={locations}
                caption={`Legs on ${formatShortDate(row.date)}`}
                errors={errors}
                turnaroundMinutes={turnaround}
                homeId={home}
                readOnly={!canEdit}
                onEnter={() => void save()}
                initialFocus={focus}
                crewChoices={crewChoices}
              />
            </div>
          )}
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-2">
            <p role="status" className="text-[12px] text-slate-500">
              {notice ?? (canEdit ? "Enter saves; Escape cancels." : null)}
            </p>
            <div className="flex gap-2">
              {canEdit ? (
                <>
                  <Button size="sm" onClick={() => onClose(true)}>
                    Cancel
                  </Button>
                  <Button size="sm" variant="primary" disabled={legs === null} onClick={() => void save()}>
                    Save legs
                  </Button>
                </>
              ) : (
                <Button size="sm" autoFocus onClick={() => onClose(true)}>
                  Close
                </Button>
              )}
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Whether the drafts differ from the legs the popover opened with (unreadable text counts as a change). */
function legDraftsChanged(stored: Parameters<typeof legDrafts>[0], legs: LegDraft[]): boolean {
  const read = readLegDrafts(legs);
  return "errors" in read || legsDiffer(stored, read.legs);
}
