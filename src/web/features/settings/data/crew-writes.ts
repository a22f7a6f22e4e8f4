import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CrewMember, CrewMemberPayload } from "../../../../shared/crew.ts";
import type {
  CrewUnavailability,
  CrewUnavailabilityPayload,
} from "../../../../shared/crew-unavailability.ts";
import { CONFLICTS_PATH } from "../../../data/get-conflicts.ts";
import { CREW_PATH } from "../../../data/get-crew.ts";
import { CREW_UNAVAILABILITY_KEY } from "../../../data/get-crew-standing.ts";
import { api, errorText } from "../../../lib/api-client.ts";
import { toastSaved } from "../../../lib/save-anyway.ts";
import { toastError, toastSuccess } from "../../../lib/toast-store.ts";

/** Settings' crew writes (docs/decisions/054): each says what it did or why not, and refetches the crew. */
export function useCrewWrites() {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: [CREW_PATH] });
  const fail = (error: Error) => toastError(errorText(error, "The crew member was not saved"));
  return {
    add: useMutation({
      mutationFn: (payload: CrewMemberPayload) => api.post<CrewMember>(CREW_PATH, payload),
      onSuccess: (member) => toastSuccess(`${member.name} added`),
      onError: fail,
      onSettled: refetch,
    }),
    update: useMutation({
      mutationFn: ({ id, ...payload }: CrewMemberPayload & { id: number }) =>
        api.put<CrewMember>(`${CREW_PATH}/${id}`, payload),
      onSuccess: (member) => toastSuccess(`${member.name} saved`),
      onError: fail,
      onSettled: refetch,
    }),
  };
}

/**
 * A member's unavailability (docs/decisions/055): added (after the preview asked, the caller's part) and
 * deleted; the member's periods and the conflicts list are read again, as leave over legs is a conflict.
 */
export function useCrewUnavailabilityWrites(crewMemberId: number) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [CREW_UNAVAILABILITY_KEY, crewMemberId] }),
      queryClient.invalidateQueries({ queryKey: [CONFLICTS_PATH] }),
    ]);
  const path = `${CREW_PATH}/${crewMemberId}/unavailability`;
  return {
    add: useMutation({
      mutationFn: (payload: CrewUnavailabilityPayload) => api.post<CrewUnavailability>(path, payload),
      // "Saved with 1 clash" when it went ahead over legs the member flies (save-anyway.ts).
      onSuccess: (_period, variables) => toastSaved(variables, "Unavailability added"),
      onError: (error) => toastError(errorText(error, "The unavailability was not added")),
      onSettled: refetch,
    }),
    remove: useMutation({
      mutationFn: (periodId: number) => api.delete<CrewUnavailability>(`${path}/${periodId}`),
      onSuccess: () => toastSuccess("Unavailability deleted"),
      onError: (error) => toastError(errorText(error, "The unavailability was not deleted")),
      onSettled: refetch,
    }),
  };
}
