import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "./booking-rules.ts";

/** The most results one search answers; a longer list is narrowed by typing more. */
export const SEARCH_LIMIT = 20;

/**
 * `GET /api/bookings/search?q=` (docs/decisions/017): at least two characters, or a booking id of any
 * length, and at most 100 (the web app checks the same with booking-rules.ts's `isSearchable`).
 */
export const bookingSearchQuery = z.object({
  q: z
    .string({ error: "q: type what to search for" })
    .trim()
    .max(MAX_SEARCH_LENGTH, `q: a search is at most ${MAX_SEARCH_LENGTH} characters`)
    .refine((q) => q.length >= 2 || /^\d+$/.test(q), "q: type at least 2 characters, or a booking id"),
});

export const searchFields = ["id", "customer", "registration", "location", "remarks"] as const;

/** One booking found, with the day to show it on: the first day that matched, else its start. */
export const bookingSearchResult = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  date: z.string(),
  customerId: z.number(),
  customer: z.object({ name: z.string(), color: z.string() }),
  aircraftTypeId: z.number(),
  aircraftType: z.string(),
  registration: z.string().nullable(),
  departure: z.string(),
  destination: z.string(),
  remarks: z.string(),
  matched: z.array(z.enum(searchFields)),
});
export type BookingSearchResult = z.infer<typeof bookingSearchResult>;

export const bookingSearchAnswer = z.object({
  results: z.array(bookingSearchResult),
  /** More bookings matched than were sent. */
  more: z.boolean(),
});
export type BookingSearchAnswer = z.infer<typeof bookingSearchAnswer>;

/**
 * The words of a search as a Postgres text-search query matching words that start with each
 * ('4 pax' -> '4:* & pax:*'); only letters and digits pass, so no input can break the query syntax.
 */
export function prefixWords(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}
