import type { Booking, DailyDetail, Leg } from "../../../shared/bookings.ts";
import { daysBetween } from "../../../shared/dates.ts";
import { departureMinutes } from "../../../shared/departure-time.ts";
import type { Unavailability } from "../../../shared/fleet.ts";
import type { AircraftTypeWithAircraft } from "../../../shared/reference-data.ts";
import { DAY_MINUTES } from "./timeline-view.ts";

/** One leg drawn as a bar: from its departure for its expected hours, in minutes from the view's start. */
export interface TimelineBar {
  key: string;
  booking: Booking;
  day: DailyDetail;
  leg: Leg;
  legIndex: number;
  start: number;
  minutes: number;
  /** A TBC time: drawn after the day's previous leg (or at the day's start), outlined, until someone sets it. */
  untimed: boolean;
  /** The day's status when it will not fly (Cancelled), else null. */
  notFlying: string | null;
  /** Which line of its row it sits on: legs that overlap in one row stack instead of hiding each other. */
  lane: number;
}

export interface TimelineBlock {
  start: number;
  end: number;
  reason: string;
}

export interface TimelineRow {
  key: string;
  /** 'G-HLDA', or 'Unallocated'. */
  label: string;
  aircraftTypeId: number;
  /** The aircraft, or null for the type's unallocated row. */
  aircraftId: number | null;
  bars: TimelineBar[];
  lanes: number;
  /** Unavailability, shaded with its reason. */
  blocks: TimelineBlock[];
}

export interface TimelineGroup {
  aircraftTypeId: number;
  title: string;
  rows: TimelineRow[];
}

/** A bar this short or shorter still takes this much room in its lane, so a zero-hour leg can be seen. */
const LANE_MINUTES = 20;

const rowKey = (typeId: number, aircraftId: number | null) => `${typeId}:${aircraftId ?? "none"}`;

/** A day's legs as bars: a timed leg from its time, an untimed one after the leg before it. */
export function dayBars(options: {
  booking: Booking;
  day: DailyDetail;
  dayStart: number;
  notFlying: string | null;
}): TimelineBar[] {
  const { booking, day, dayStart, notFlying } = options;
  let previousEnd = 0;
  return day.legs.map((leg, legIndex) => {
    const departs = departureMinutes(leg.departureTime);
    const minutes = Math.round(Number(leg.expectedHours) * 60);
    const start = departs ?? previousEnd;
    previousEnd = start + minutes;
    return {
      key: `${booking.id}:${day.date}:${legIndex}`,
      booking,
      day,
      leg,
      legIndex,
      start: dayStart + start,
      minutes,
      untimed: departs === null,
      notFlying,
      lane: 0,
    };
  });
}

/** Puts each bar on the first line of its row free at its start; answers how many lines the row needs. */
export function assignLanes(bars: TimelineBar[]): number {
  const ends: number[] = [];
  for (const bar of bars.sort((a, b) => a.start - b.start || a.key.localeCompare(b.key))) {
    const end = bar.start + Math.max(bar.minutes, LANE_MINUTES);
    const free = ends.findIndex((laneEnd) => laneEnd <= bar.start);
    bar.lane = free === -1 ? ends.length : free;
    ends[bar.lane] = end;
  }
  return Math.max(1, ends.length);
}

/**
 * The Timeline's rows: per type, one row per aircraft in service (a retired one only while it has legs
 * shown) and an 'Unallocated' row, each leg of the shown dates in its booking's aircraft's row.
 */
export function timelineGroups(options: {
  fleet: AircraftTypeWithAircraft[];
  bookings: readonly Booking[];
  periods: readonly Unavailability[];
  dates: readonly string[];
  /** The day's status when it will not fly, else null. */
  notFlying: (statusId: number | null) => string | null;
  /** Days that will not fly are left out rather than struck through. */
  hideNotFlying: boolean;
}): TimelineGroup[] {
  const { fleet, bookings, periods, dates, notFlying, hideNotFlying } = options;
  const first = dates[0];
  if (first === undefined) return [];
  const last = dates[dates.length - 1]!;
  const rows = new Map<string, TimelineRow>();
  const retired = new Set<string>();
  const groups = fleet.map((type): TimelineGroup => {
    const typeRows = [...type.aircraft, null].map(
      (plane): TimelineRow => ({
        key: rowKey(type.id, plane?.id ?? null),
        label: plane?.registration ?? "Unallocated",
        aircraftTypeId: type.id,
        aircraftId: plane?.id ?? null,
        bars: [],
        lanes: 1,
        blocks: [],
      }),
    );
    for (const row of typeRows) rows.set(row.key, row);
    for (const plane of type.aircraft) if (plane.retired) retired.add(rowKey(type.id, plane.id));
    return { aircraftTypeId: type.id, title: type.title, rows: typeRows };
  });
  for (const booking of bookings) {
    const row = rows.get(rowKey(booking.aircraftTypeId, booking.allocatedAircraftId));
    if (!row) continue;
    for (const day of booking.dailyDetails) {
      if (day.date < first || day.date > last) continue;
      const status = notFlying(day.bookingStatusId);
      if (status && hideNotFlying) continue;
      const dayStart = daysBetween(first, day.date) * DAY_MINUTES;
      row.bars.push(...dayBars({ booking, day, dayStart, notFlying: status }));
    }
  }
  for (const period of periods) {
    if (period.endDate < first || period.startDate > last) continue;
    const row = [...rows.values()].find((r) => r.aircraftId === period.aircraftId);
    if (!row) continue;
    const from = period.startDate < first ? first : period.startDate;
    const to = period.endDate > last ? last : period.endDate;
    row.blocks.push({
      start: daysBetween(first, from) * DAY_MINUTES,
      end: (daysBetween(first, to) + 1) * DAY_MINUTES,
      reason: period.reason,
    });
  }
  for (const row of rows.values()) row.lanes = assignLanes(row.bars);
  return groups.map((group) => ({
    ...group,
    rows: group.rows.filter((row) => !retired.has(row.key) || row.bars.length > 0),
  }));
}
