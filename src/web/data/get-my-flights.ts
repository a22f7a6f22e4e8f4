import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CrewMember } from "../../shared/crew.ts";
import type { MyFlights } from "../../shared/my-flights.ts";
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
