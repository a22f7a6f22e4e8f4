import { useWatch } from "react-hook-form";
import { dateInWords, daysBetween, isIsoDate } from "../../../../shared/dates.ts";
import { sumHours } from "../../../../shared/leg-rules.ts";
import { parseTypedHours } from "../../../../shared/typed-hours.ts";
import { useAircraftByType } from "../../../data/get-aircraft-by-type.ts";
import { type LegDraft, legsCount, routeText } from "../../../lib/leg-drafts.ts";
import type { ReferenceLists, WizardFormApi } from "./wizard-form-types.ts";

/** The booking's dates in words: "Thu 3 Dec 2026" or "Thu 3 Dec 2026 – Sat 5 Dec 2026 (3 days)". */
export function datesInWords(startDate: string, endDate: string): string {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return "—";
  if (startDate === endDate) return dateInWords(startDate);
  return `${dateInWords(startDate)} – ${dateInWords(endDate)} (${daysBetween(startDate, endDate) + 1} days)`;
}

/**
 * Step 3's account of everything Create Booking will write (docs/decisions/042): the wizard pre-fills
 * customer, route and type from the last booking, and Next, Next, Create must not book someone else's
 * flight unseen. Time and hours read as they will be saved (blank is TBC and 0.00); with legs, the route
 * through them, the first leg's time and their hours summed.
 */
export function BookingSummary({
  form,
  lists,
  legs,
}: {
  form: WizardFormApi;
  lists: ReferenceLists;
  legs?: LegDraft[] | null;
}) {
  const values = useWatch({ control: form.control });
  const name = <T extends { id: number }>(list: T[], id: string | undefined, text: (item: T) => string) => {
    const found = list.find((item) => String(item.id) === id);
    return found ? text(found) : "—";
  };
  const typeId = values.aircraftTypeId ? Number(values.aircraftTypeId) : null;
  const aircraft = useAircraftByType(typeId);
  const registration = values.allocatedAircraftId
    ? (aircraft.data?.find((plane) => String(plane.id) === values.allocatedAircraftId)?.registration ?? "…")
    : "None (allocate later)";
  const hours = legs
    ? sumHours(legs.map((leg) => leg.hours))
    : values.expectedHours?.trim()
      ? (parseTypedHours(values.expectedHours) ?? values.expectedHours)
      : "0.00";
  const place = (id: number) => name(lists.locations, String(id), (l) => l.name);
  const rows: [string, string][] = [
    ["Customer", name(lists.customers, values.customerId, (c) => c.name)],
    ["Dates", datesInWords(values.startDate ?? "", values.endDate ?? "")],
    [
      "Route",
      legs
        ? `${routeText(legs, place)} (${legsCount(legs.length)})`
        : `${name(lists.locations, values.departureId, (l) => l.name)} → ${name(lists.locations, values.destinationId, (l) => l.name)}`,
    ],
    ["Type", name(lists.aircraftTypes, values.aircraftTypeId, (t) => t.title)],
    ["Aircraft", registration],
    ["Departure", (legs ? legs[0]?.departureTime : values.departureTime)?.trim() || "TBC"],
    ["Hours", `${hours} a day`],
    ["Status", name(lists.statuses, values.bookingStatusId, (s) => s.statusText)],
  ];
  return (
    <section
      aria-label="Booking to create"
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2"
    >
      <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1 text-[13px]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const PREFILLED: Record<
  1 | 2,
  { name: "customerId" | "departureId" | "destinationId" | "aircraftTypeId"; label: string }[]
> = {
  1: [{ name: "customerId", label: "Customer" }],
  2: [
    { name: "departureId", label: "Departure" },
    { name: "destinationId", label: "Destination" },
    { name: "aircraftTypeId", label: "Aircraft Type" },
  ],
};

/**
 * Names the fields of a step still holding what the wizard copied from the last booking
 * (docs/decisions/042), so a pre-filled customer is a choice the person sees, not one made for them.
 */
export function PrefilledNote({ form, step }: { form: WizardFormApi; step: 1 | 2 }) {
  const values = useWatch({ control: form.control });
  const { dirtyFields } = form.formState;
  const copied = PREFILLED[step].filter((field) => values[field.name] && !dirtyFields[field.name]);
  if (copied.length === 0) return null;
  return (
    <p className="mb-4 rounded-md bg-blue-50 px-3 py-2 text-[13px] text-blue-900">
      Pre-filled from the last booking: {copied.map((field) => field.label).join(", ")}. Check before you go
      on.
    </p>
  );
}
