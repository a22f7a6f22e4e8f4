import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { restoreAnswerSchema } from "../../shared/history.ts";
import { api } from "../lib/api-client.ts";
import { saveUnlessDeclined } from "../lib/save-anyway.ts";
import { refetchBookings } from "./bookings-cache.ts";
import { BOOKING_HISTORY_KEY } from "./get-booking-history.ts";
import { HISTORY_PATH } from "./get-history.ts";
import { previewRestore } from "./preview-conflicts.ts";

export type RestoreAnswer = z.infer<typeof restoreAnswerSchema>;

/** After a restore of a booking or of its days: the bookings, Activity and the booking's history again. */
export const refetchAfterRestore = (queryClient: QueryClient) =>
  Promise.all([
    refetchBookings(queryClient),
    queryClient.invalidateQueries({ queryKey: [HISTORY_PATH] }),
    queryClient.invalidateQueries({ queryKey: [BOOKING_HISTORY_KEY] }),
  ]);

export const restoreBooking = (bookingId: number) =>
  api.post<RestoreAnswer>(`/api/bookings/${bookingId}/restore`);

/**
 * Brings a deleted booking back (Undo after a delete, Restore on the Activity page and in the changes
 * list). `restore` first previews the clashes the booking would make where it was (an aircraft taken
 * meanwhile) and asks 'Restore anyway' / 'Cancel' like every other write (docs/decisions/042).
 */
export function useRestoreBooking(callbacks?: {
  onSuccess?: (answer: RestoreAnswer) => void;
  onError?: (error: Error) => void;
}) {
  const mutation = useRestoreMutation(callbacks);
  const restore = (bookingId: number) =>
    void saveUnlessDeclined({
      preview: () => previewRestore(bookingId),
      variables: { bookingId },
      save: (variables) => mutation.mutate(variables.bookingId),
      confirm: "Restore anyway",
    });
  return { restore, isPending: mutation.isPending };
}

function useRestoreMutation(callbacks?: {
  onSuccess?: (answer: RestoreAnswer) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreBooking,
    onSuccess: (answer) => callbacks?.onSuccess?.(answer),
    onError: (error) => callbacks?.onError?.(error),
    onSettled: () => refetchAfterRestore(queryClient),
  });
}
