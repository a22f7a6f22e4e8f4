import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChangeFlag, ChangeFlags } from "../../shared/change-flags.ts";
import { api } from "../lib/api-client.ts";

/** Bookings someone else changed since this user last acknowledged them (docs/decisions/031). */
export const CHANGE_FLAGS_PATH = "/api/change-flags";

export const changeFlagsQueryOptions = () =>
  queryOptions({
    queryKey: [CHANGE_FLAGS_PATH],
    queryFn: ({ signal }) => api.get<ChangeFlags>(CHANGE_FLAGS_PATH, { signal }),
    select: (answer) => answer.flags,
  });

/** The flags, one small read shared by every marker on the page. */
export const useChangeFlags = (enabled = true) => useQuery({ ...changeFlagsQueryOptions(), enabled });

/** The flag a booking's day shows: when the whole booking changed, or this day did. */
export function flagOn(flags: ChangeFlag[] | undefined, bookingId: number, date?: string) {
  const flag = flags?.find((f) => f.bookingId === bookingId && !f.deleted);
  if (!flag) return undefined;
  return flag.days === null || date === undefined || flag.days.includes(date) ? flag : undefined;
}
