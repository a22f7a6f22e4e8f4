import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../shared/auth.ts";
import { ApiError, api } from "../lib/api-client.ts";
import { forgetOfflineSchedule } from "../lib/offline-schedule.ts";

export const ME_PATH = "/api/auth/me";

/** Product §4: the current-user check sets the user, or null on any failure. */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    return await api.get<User>(ME_PATH, { signal });
  } catch (error) {
    // The server says nobody is signed in: a schedule kept for offline use belongs to an ended session.
    if (error instanceof ApiError && error.status === 401) forgetOfflineSchedule();
    return null;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: [ME_PATH],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useMe = () => useQuery(meQueryOptions());
