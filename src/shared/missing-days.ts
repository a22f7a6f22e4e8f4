import { daysBetween, eachDate } from "./dates.ts";

/** What a new day copies from an existing one. */
export interface DaySeed {
  date: string;
  destinationId: number;
  bookingStatusId: number | null;
}

/**
 * The days to add when a booking's range becomes `[startDate, endDate]`: one for each date that has no
 * day yet, copying destination and status from the nearest existing day (the earlier one on a tie).
 * `fallbackDestinationId` is for a booking that has no days at all (data from elsewhere may lack them).
 */
export function missingDays(options: {
  existing: DaySeed[];
  startDate: string;
  endDate: string;
  fallbackDestinationId: number;
}): DaySeed[] {
  const { existing, startDate, endDate, fallbackDestinationId } = options;
  const have = new Set(existing.map((day) => day.date));
  return eachDate(startDate, endDate)
    .filter((date) => !have.has(date))
    .map((date) => {
      const nearest = nearestDay(existing, date);
      return {
        date,
        destinationId: nearest?.destinationId ?? fallbackDestinationId,
        bookingStatusId: nearest?.bookingStatusId ?? null,
      };
    });
}

function nearestDay(days: DaySeed[], date: string): DaySeed | undefined {
  let best: DaySeed | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const day of days) {
    const distance = Math.abs(daysBetween(day.date, date));
    if (distance < bestDistance || (distance === bestDistance && best && day.date < best.date)) {
      best = day;
      bestDistance = distance;
    }
  }
  return best;
}
