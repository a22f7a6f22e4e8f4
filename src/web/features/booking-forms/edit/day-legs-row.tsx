import { formatShortDate } from "../../../../shared/dates.ts";
import type { Location } from "../../../../shared/reference-data.ts";
import type { LegDraft, LegErrors } from "../../../lib/leg-drafts.ts";
import type { CrewChoices } from "../../../ui/leg-crew-row.tsx";
import { type LegFocus, LegsEditor } from "../../../ui/legs-editor.tsx";

/**
 * Under a day of the Edit dialog's grid, its legs in order (docs/decisions/049): each editable, added,
 * moved and removed; saved with Update Booking as the day's `legs`.
 */
export function DayLegsRow({
  date,
  legs,
  errors,
  locations,
  turnaroundMinutes,
  departureId,
  crewChoices,
  initialFocus,
  onChange,
}: {
  date: string;
  legs: LegDraft[];
  errors?: Record<string, LegErrors>;
  locations: Location[];
  turnaroundMinutes: number;
  departureId: string;
  crewChoices?: CrewChoices;
  initialFocus?: LegFocus;
  onChange: (legs: LegDraft[]) => void;
}) {
  const day = formatShortDate(date);
  return (
    <tr className="bg-slate-50/60">
      <td colSpan={8} className="px-2 pt-1 pb-2">
        <LegsEditor
          legs={legs}
          onChange={onChange}
          locations={locations}
          caption={`Legs on ${day}`}
          suffix={day}
          errors={errors}
          turnaroundMinutes={turnaroundMinutes}
          homeId={departureId}
          initialFocus={initialFocus}
          crewChoices={crewChoices}
        />
      </td>
    </tr>
  );
}
