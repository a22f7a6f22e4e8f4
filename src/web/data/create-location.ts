import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Location } from "../../shared/reference-data.ts";
import { api } from "../lib/api-client.ts";
import { LOCATIONS_PATH } from "./get-locations.ts";

export const createLocation = (payload: { name: string }) => api.post<Location>(LOCATIONS_PATH, payload);

/** Creates a location (the answer carries its id) and refetches the list (product §7). */
export function useCreateLocation(callbacks?: {
  onSuccess?: (location: Location) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: async (location) => {
      queryClient.setQueryData<Location[]>([LOCATIONS_PATH], (list) =>
        list ? [...list, location].sort((a, b) => a.name.localeCompare(b.name)) : list,
      );
      callbacks?.onSuccess?.(location);
      await queryClient.invalidateQueries({ queryKey: [LOCATIONS_PATH] });
    },
    onError: (error) => callbacks?.onError?.(error),
  });
}
