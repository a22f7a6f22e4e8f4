import { departureTimeOrDefault } from "../../shared/booking-rules.ts";
import type { DailyDetail, Leg } from "../../shared/bookings.ts";
import { departureMinutes } from "../../shared/departure-time.ts";
import { clockText, landingMinutes, MAX_LEGS, MAX_PASSENGERS, nextLegTime } from "../../shared/leg-rules.ts";
import type { LegCrew, LegPayload } from "../../shared/legs.ts";
import { readTypedHours } from "../../shared/typed-hours.ts";

/**
 * A day's legs as the legs editors hold them (the table's legs, the Edit dialog's days, the wizard),
 * docs/decisions/049: each field as typed, the stored leg's id when it is one (sent back, so the leg is
 * kept), and a key of its own so a leg's inputs stay with it when legs move.
 */
export interface LegDraft {
  key: string;
  id?: number;
  departureTime: string;
  /** A location's id as a select holds it; "" for none chosen. */
  fromId: string;
  toId: string;
  hours: string;
  passengers: string;
  positioning: boolean;
  /** Who flies it (docs/decisions/055); left out, a kept leg keeps its crew on the server. */
  crew?: LegCrew;
}

export type LegErrors = Partial<Record<"fromId" | "toId" | "hours" | "passengers", string>>;

/** A leg as read, or as a day read without its legs stands for one (it has no id then). */
export type ReadLeg = Omit<Leg, "id"> & { id?: number };
/** A leg as the editors send it: every field given, hours as a decimal string (a LegPayload). */
export type LegWrite = ReadLeg & LegPayload;

const PASSENGERS_MESSAGE = `Passengers must be a whole number from 0 to ${MAX_PASSENGERS}`;
const twoDecimals = (hours: string) => Number(hours).toFixed(2);
let drafted = 0;
const newKey = () => `new leg ${++drafted}`;

/** A day's legs in order; a day read without them (an older answer) is one leg of its own fields. */
export function legsOfDay(
  day: Pick<DailyDetail, "departureTime" | "destinationId" | "expectedAircraftHours"> & { legs?: Leg[] },
  departureId: number,
): ReadLeg[] {
  if (day.legs && day.legs.length > 0) return day.legs;
  return [
    {
      departureTime: day.departureTime,
      fromId: departureId,
      toId: day.destinationId,
      expectedHours: day.expectedAircraftHours,
      passengers: null,
      positioning: false,
    },
  ];
}

export const legDrafts = (legs: readonly ReadLeg[]): LegDraft[] =>
  legs.map((leg) => ({
    key: leg.id === undefined ? newKey() : `leg ${leg.id}`,
    id: leg.id,
    departureTime: leg.departureTime,
    fromId: String(leg.fromId),
    toId: String(leg.toId),
    hours: twoDecimals(leg.expectedHours),
    passengers: leg.passengers === null ? "" : String(leg.passengers),
    positioning: leg.positioning,
    ...(leg.crew ? { crew: leg.crew } : {}),
  }));

/**
 * "Add leg": a new last leg from where the last one lands, leaving at its landing plus the turnaround
 * (rounded up to five minutes; TBC when that cannot be worked out), flying back to `homeId` (the
 * booking's departure, where a charter day usually ends) unless it is there already, with the last
 * leg's crew (the crew who flew out usually fly back). Hours, passengers and positioning are left for
 * the desk to say. No more than MAX_LEGS.
 */
export function withLegAdded(
  drafts: readonly LegDraft[],
  options: { turnaroundMinutes: number; homeId: string },
): LegDraft[] {
  if (drafts.length >= MAX_LEGS) return [...drafts];
  const last = drafts.at(-1);
  const fromId = last?.toId ?? options.homeId;
  return [
    ...drafts,
    {
      key: newKey(),
      departureTime: last ? nextLegTime(last, options.turnaroundMinutes) : "",
      fromId,
      toId: options.homeId === fromId ? "" : options.homeId,
      hours: "",
      passengers: "",
      positioning: false,
      ...(last?.crew ? { crew: last.crew } : {}),
    },
  ];
}

/** The leg at `index` one place earlier (`by` -1) or later (+1); anything else leaves the order. */
export function withLegMoved(drafts: readonly LegDraft[], index: number, by: -1 | 1): LegDraft[] {
  const next = [...drafts];
  const target = index + by;
  const [leg] = next.splice(index, 1);
  if (!leg || target < 0 || target > next.length) return [...drafts];
  next.splice(target, 0, leg);
  return next;
}

/** Without the leg at `index`; a day keeps at least one leg. */
export const withLegRemoved = (drafts: readonly LegDraft[], index: number): LegDraft[] =>
  drafts.length <= 1 ? [...drafts] : drafts.filter((_, i) => i !== index);

export const withLegChanged = (
  drafts: readonly LegDraft[],
  index: number,
  change: Partial<Omit<LegDraft, "key" | "id">>,
): LegDraft[] => drafts.map((leg, i) => (i === index ? { ...leg, ...change } : leg));

/**
 * The legs as the API takes them, read as every hours field reads them ("2:30" is 2.50, never 230), or
 * each leg's errors by its key in the schema's words. Blank hours are 0, a blank time TBC, blank
 * passengers none.
 */
export function readLegDrafts(
  drafts: readonly LegDraft[],
): { legs: LegWrite[] } | { errors: Record<string, LegErrors> } {
  const errors: Record<string, LegErrors> = {};
  const legs = drafts.map((draft): LegWrite => {
    const own: LegErrors = {};
    if (draft.fromId === "") own.fromId = "Please select where the leg departs from";
    if (draft.toId === "") own.toId = "Please select where the leg flies to";
    const hours = draft.hours.trim() === "" ? { hours: "0.00" } : readTypedHours(draft.hours);
    if ("error" in hours) own.hours = hours.error;
    const passengers = draft.passengers.trim();
    if (passengers !== "" && (!/^\d+$/.test(passengers) || Number(passengers) > MAX_PASSENGERS))
      own.passengers = PASSENGERS_MESSAGE;
    if (Object.keys(own).length > 0) errors[draft.key] = own;
    return {
      ...(draft.id === undefined ? {} : { id: draft.id }),
      departureTime: departureTimeOrDefault(draft.departureTime),
      fromId: Number(draft.fromId),
      toId: Number(draft.toId),
      expectedHours: "hours" in hours ? hours.hours : "0.00",
      passengers: passengers === "" ? null : Number(passengers),
      positioning: draft.positioning,
      ...(draft.crew ? { crew: draft.crew } : {}),
    };
  });
  return Object.keys(errors).length > 0 ? { errors } : { legs };
}

/** Whether `legs` (as read back by readLegDrafts) differ from the day's `stored` legs, order included. */
export function legsDiffer(stored: readonly ReadLeg[], legs: readonly LegWrite[]): boolean {
  if (stored.length !== legs.length) return true;
  return stored.some((was, index) => {
    const now = legs[index]!;
    return (
      was.id !== now.id ||
      was.departureTime !== now.departureTime ||
      was.fromId !== now.fromId ||
      was.toId !== now.toId ||
      twoDecimals(was.expectedHours) !== twoDecimals(now.expectedHours) ||
      was.passengers !== now.passengers ||
      was.positioning !== now.positioning ||
      (now.crew !== undefined && crewKey(was.crew) !== crewKey(now.crew))
    );
  });
}

const crewKey = (crew: LegCrew | undefined) =>
  crew ? `${crew.captainId}/${crew.firstOfficerId}/${crew.otherIds.join(",")}` : "null/null/";

/** "3 legs" (or "1 leg"). */
export const legsCount = (count: number) => `${count} ${count === 1 ? "leg" : "legs"}`;

/**
 * The day's route through its legs' places: "Humberside → Leman Alpha → Ravenspurn North → Humberside";
 * a leg that does not leave from where the one before landed starts a new run after a comma.
 */
export function routeText(
  legs: readonly { fromId: number | string; toId: number | string }[],
  nameOf: (id: number) => string,
): string {
  const runs: string[][] = [];
  legs.forEach((leg, index) => {
    const run = runs.at(-1);
    if (!run || String(legs[index - 1]?.toId) !== String(leg.fromId)) runs.push([nameOf(Number(leg.fromId))]);
    runs.at(-1)!.push(nameOf(Number(leg.toId)));
  });
  return runs.map((run) => run.join(" → ")).join(", ");
}

/**
 * A word for each leg that leaves before the one before it has landed and turned round: a warning to
 * see while editing (legs keep their times when they are moved), never a refusal.
 */
export function legTimingNotes(drafts: readonly LegDraft[], turnaroundMinutes: number): string[] {
  const notes: string[] = [];
  drafts.forEach((leg, index) => {
    const previous = drafts[index - 1];
    const leaves = departureMinutes(leg.departureTime);
    const landed = previous ? landingMinutes(previous) : null;
    if (leaves === null || landed === null) return;
    const at = `Leg ${index + 1} leaves at ${clockText(leaves)}`;
    if (leaves < landed) notes.push(`${at}, before leg ${index} lands (${clockText(landed)})`);
    else if (leaves < landed + turnaroundMinutes)
      notes.push(
        `${at}, ${leaves - landed} minutes after leg ${index} lands: less than the ${turnaroundMinutes}-minute turnaround`,
      );
  });
  return notes;
}
