import type { CreateBookingPayload, EditBookingPayload } from "../../shared/bookings.ts";
import type { AddedConflict, PreviewAnswer, UnavailabilityPayload } from "../../shared/fleet.ts";
import { api } from "../lib/api-client.ts";

/**
 * The preview twin of each write that can add a conflict (docs/decisions/022): the write's own body,
 * nothing written, answering only the conflicts the write would add.
 */
const preview = async (path: string, body: object): Promise<AddedConflict[]> =>
  (await api.post<PreviewAnswer>(`/api/conflicts/${path}`, body)).conflicts;

export const previewCreate = (payload: CreateBookingPayload) => preview("preview-create", payload);
export const previewRestore = (bookingId: number) => preview(`preview-restore/${bookingId}`, {});
export const previewRestoreDays = (bookingId: number, recordId: number) =>
  preview(`preview-restore-days/${bookingId}/${recordId}`, {});
export const previewEdit = (bookingId: number, payload: EditBookingPayload) =>
  preview(`preview-edit/${bookingId}`, payload);
export const previewAircraftType = (bookingId: number, aircraftTypeId: number) =>
  preview(`preview-aircraft-type/${bookingId}`, { aircraftTypeId });
export const previewStatus = (bookingId: number, statusId: number) =>
  preview(`preview-status/${bookingId}`, { statusId });
export const previewDayStatus = (bookingId: number, date: string, statusId: number) =>
  preview(`preview-day-status/${bookingId}/${date}`, { statusId });
export const previewAllocatedAircraft = (bookingId: number, allocatedAircraftId: number | null) =>
  preview(`preview-allocated-aircraft/${bookingId}`, { allocatedAircraftId });
export const previewDepartureTime = (bookingId: number, date: string, departureTime: string) =>
  preview(`preview-departure-time/${bookingId}/${date}`, { departureTime });
export const previewExpectedHours = (bookingId: number, date: string, expectedHours: string) =>
  preview(`preview-expected-hours/${bookingId}/${date}`, { expectedHours });
export const previewAddUnavailability = (payload: UnavailabilityPayload) =>
  preview("preview-unavailability", payload);
export const previewChangeUnavailability = (id: number, patch: Partial<UnavailabilityPayload>) =>
  preview(`preview-unavailability/${id}`, patch);
