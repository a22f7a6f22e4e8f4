import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CrewMember } from "../../shared/crew.ts";
import type { CreatedMyCalendarFeed, MyCalendarFeed, MyFlights } from "../../shared/my-flights.ts";
import { ApiError, api } from "../lib/api-client.ts";
import { freshness } from "../lib/query-client.ts";

export const MY_CREW_PATH = "/api/crew/me";

/**
 * The crew member linked to the signed-in user (issue 46 item 7), or null when the account is linked to
 * none (the server's 404): the crew view shows "My flights" only to a linked user.
 */
export const useMyCrewMember = () =>
  useQuery(
    queryOptions({
      queryKey: [MY_CREW_PATH],
      queryFn: async ({ signal }) => {
        try {
          return await api.get<CrewMember>(MY_CREW_PATH, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      ...freshness.reference,
    }),
  );

/** The linked member's legs dated in [from, to] and their duty periods' report and off-duty times. */
export const useMyFlights = (dates: { from: string; to: string }, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: [`${MY_CREW_PATH}/flights`, dates.from, dates.to],
      queryFn: ({ signal }) =>
        api.get<MyFlights>(`${MY_CREW_PATH}/flights?from=${dates.from}&to=${dates.to}`, { signal }),
      enabled,
      ...freshness.bookings,
    }),
  );

const MY_FEED_PATH = `${MY_CREW_PATH}/calendar-feed`;

/** Whether the linked pilot has a calendar feed of their own flights (its address is never read back). */
export const useMyCalendarFeed = () =>
  useQuery(
    queryOptions({
      queryKey: [MY_FEED_PATH],
      queryFn: ({ signal }) => api.get<{ feed: MyCalendarFeed | null }>(MY_FEED_PATH, { signal }),
      ...freshness.reference,
    }),
  );

/** Makes the pilot's feed (stopping the one they had) or stops it; the list is asked again after either. */
export function useSaveMyCalendarFeed() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: [MY_FEED_PATH] });
  return {
    make: useMutation({
      mutationFn: () => api.post<CreatedMyCalendarFeed>(MY_FEED_PATH),
      onSettled: settled,
    }),
    stop: useMutation({
      mutationFn: () => api.delete<{ id: number }>(MY_FEED_PATH),
      onSettled: settled,
    }),
  };
}
