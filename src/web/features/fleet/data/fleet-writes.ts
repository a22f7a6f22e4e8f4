import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Unavailability, UnavailabilityPayload } from "../../../../shared/fleet.ts";
import type { Aircraft } from "../../../../shared/reference-data.ts";
import { AIRCRAFT_BY_TYPE_PATH } from "../../../data/get-aircraft-by-type.ts";
import { AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH } from "../../../data/get-aircraft-types-with-aircraft.ts";
import { AIRCRAFT_UNAVAILABILITY_PATH } from "../../../data/get-aircraft-unavailability.ts";
import { BOOKINGS_PATH } from "../../../data/get-bookings.ts";
import { CONFLICTS_PATH } from "../../../data/get-conflicts.ts";
import { api } from "../../../lib/api-client.ts";

export interface AircraftChange {
  registration: string;
  aircraftTypeId: number;
  retired?: boolean;
}

/** The lists an aircraft or unavailability change shows in; live refresh follows for others. */
const FLEET_LISTS = [
  AIRCRAFT_TYPES_WITH_AIRCRAFT_PATH,
  AIRCRAFT_BY_TYPE_PATH,
  AIRCRAFT_UNAVAILABILITY_PATH,
  CONFLICTS_PATH,
  BOOKINGS_PATH,
];

/** Fleet settings (docs/decisions/015): add, rename, retype and retire aircraft; add and remove unavailability. */
export function useFleetWrites(callbacks: {
  /** `variables` are the write's, by which a save over a clash is told apart (docs/decisions/022). */
  onSuccess: (message: string, variables: unknown) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await Promise.all(FLEET_LISTS.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
  };
  const options = <V, R>(mutationFn: (variables: V) => Promise<R>, message: string) => ({
    mutationFn,
    onSuccess: async (_answer: R, variables: V) => {
      callbacks.onSuccess(message, variables);
      await refresh();
    },
    onError: callbacks.onError,
  });
  return {
    addAircraft: useMutation(
      options((change: AircraftChange) => api.post<Aircraft>("/api/aircraft", change), "Aircraft added"),
    ),
    updateAircraft: useMutation(
      options(
        ({ id, ...change }: AircraftChange & { id: number }) =>
          api.put<Aircraft>(`/api/aircraft/${id}`, change),
        "Aircraft updated",
      ),
    ),
    addUnavailability: useMutation(
      options(
        (payload: UnavailabilityPayload) => api.post<Unavailability>(AIRCRAFT_UNAVAILABILITY_PATH, payload),
        "Unavailability added",
      ),
    ),
    removeUnavailability: useMutation(
      options(
        (id: number) => api.delete<Unavailability>(`${AIRCRAFT_UNAVAILABILITY_PATH}/${id}`),
        "Unavailability removed",
      ),
    ),
  };
}
