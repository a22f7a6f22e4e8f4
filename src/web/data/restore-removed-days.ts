import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BookingWithConflicts } from "../../shared/fleet.ts";
import { api } from "../lib/api-client.ts";
import { saveUnlessDeclined } from "../lib/save-anyway.ts";
import { previewRestoreDays } from "./preview-conflicts.ts";
import { refetchAfterRestore } from "./restore-booking.ts";

interface RestoreDaysVariables {
  bookingId: number;
  recordId: number;
}

/**
 * Puts back the days a date change removed (Restore days on that change's Activity entry,
 * docs/decisions/043): the booking's range and days as they were before it. Asks 'Restore anyway' first
 * when the days would put its aircraft on a flight or an unavailability taken meanwhile, like every write.
 */
export function useRestoreRemovedDays(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ bookingId, recordId }: RestoreDaysVariables) =>
      api.post<BookingWithConflicts>(`/api/bookings/${bookingId}/changes/${recordId}/restore`),
    onSuccess: () => callbacks.onSuccess(),
    onError: (error) => callbacks.onError(error),
    onSettled: () => refetchAfterRestore(queryClient),
  });
  const restore = (variables: RestoreDaysVariables) =>
    void saveUnlessDeclined({
      preview: () => previewRestoreDays(variables.bookingId, variables.recordId),
      variables,
      save: (v) => mutation.mutate(v),
      confirm: "Restore anyway",
    });
  return { restore, isPending: mutation.isPending };
}
