import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CrewMember, CrewMemberPayload } from "../../../../shared/crew.ts";
import { CREW_PATH } from "../../../data/get-crew.ts";
import { api, errorText } from "../../../lib/api-client.ts";
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
