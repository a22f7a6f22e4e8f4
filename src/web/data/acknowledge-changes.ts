import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AcknowledgeAllPayload, AcknowledgeOnePayload, ChangeFlags } from "../../shared/change-flags.ts";
import { api } from "../lib/api-client.ts";
import { CHANGE_FLAGS_PATH, noteAcknowledgement } from "./get-change-flags.ts";

/**
 * Acknowledging hides the flags at once and then reads them again (the flags alone, not the month): a
 * change that arrived meanwhile (a record after `upTo`) comes back flagged. Flags read with bookings
 * across the acknowledgement are not taken (see get-change-flags.ts).
 */
function useAcknowledge<T>(path: string, hides: (payload: T, flags: ChangeFlags) => ChangeFlags) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: T) => api.post(path, payload),
    onMutate: async (payload) => {
      noteAcknowledgement();
      await queryClient.cancelQueries({ queryKey: [CHANGE_FLAGS_PATH] });
      queryClient.setQueryData<ChangeFlags>([CHANGE_FLAGS_PATH], (old) => old && hides(payload, old));
    },
    onSettled: () => {
      noteAcknowledgement();
      return queryClient.invalidateQueries({ queryKey: [CHANGE_FLAGS_PATH] });
    },
  });
}

export const useAcknowledgeOne = () =>
  useAcknowledge<AcknowledgeOnePayload>("/api/change-flags/acknowledge", (payload, old) => ({
    flags: old.flags.filter((flag) => flag.bookingId !== payload.bookingId || flag.upTo > payload.upTo),
    more: old.more,
  }));

export const useAcknowledgeAll = () =>
  useAcknowledge<AcknowledgeAllPayload>("/api/change-flags/acknowledge-all", (payload, old) => ({
    flags: old.flags.filter((flag) => flag.upTo > payload.upTo),
    // The bookings beyond the list changed before its newest: the same upTo covers them.
    more: 0,
  }));
