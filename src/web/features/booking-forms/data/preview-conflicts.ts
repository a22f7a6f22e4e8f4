import type { CreateBookingPayload, EditBookingPayload } from "../../../../shared/bookings.ts";
import type { Conflict } from "../../../../shared/fleet.ts";
import { api } from "../../../lib/api-client.ts";

/** What creating this booking would clash with (issue 11); nothing is written. */
export const previewCreateConflicts = async (payload: CreateBookingPayload): Promise<Conflict[]> =>
  (await api.post<{ conflicts: Conflict[] }>("/api/conflicts/preview-create", payload)).conflicts;

/** What this edit of a booking would clash with; nothing is written. */
export const previewEditConflicts = async (
  bookingId: number,
  payload: EditBookingPayload,
): Promise<Conflict[]> =>
  (await api.post<{ conflicts: Conflict[] }>(`/api/conflicts/preview-edit/${bookingId}`, payload)).conflicts;
