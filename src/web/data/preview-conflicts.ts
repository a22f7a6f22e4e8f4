import type { CreateBookingPayload, EditBookingPayload } from "../../shared/bookings.ts";
import type { CrewUnavailabilityPayload } from "../../shared/crew-unavailability.ts";
import { DAY_FIELD_PATHS, type DayFieldName } from "../../shared/day-field-paths.ts";
import type { AddedConflict, PreviewAnswer, UnavailabilityPayload } from "../../shared/fleet.ts";
import type { LegPayload } from "../../shared/legs.ts";
import { api } from "../lib/api-client.ts";
import { previewInTurn } from "../lib/stale-write.ts";

/**
 * The preview twin of each write that can add a conflict (docs/decisions/022): the write's own body,
 * nothing written, answering only the conflicts the write would add.
 */
const preview = async (path: string, body: object): Promise<AddedConflict[]> =>
  (await api.post<PreviewAnswer>(`/api/conflicts/${path}`, body)).conflicts;

/**
 * The preview of a booking write that sends the version its writer saw (docs/decisions/028): with the
 * version the write will send, so a booking changed since is answered with the write's 409 rather than
 * with clashes. `version` undefined sends none, as the write then does.
 */
const previewVersioned = (bookingId: number, version: number | undefined, path: string, body: object) =>
  previewInTurn(bookingId, version, (sent) => preview(path, { ...body, version: sent }));

export const previewCreate = (payload: CreateBookingPayload) => preview("preview-create", payload);
export const previewRestore = (bookingId: number) => preview(`preview-restore/${bookingId}`, {});
export const previewRestoreDays = (bookingId: number, recordId: number) =>
  preview(`preview-restore-days/${bookingId}/${recordId}`, {});
export const previewEdit = (bookingId: number, payload: EditBookingPayload, version: number | undefined) =>
  previewVersioned(bookingId, version, `preview-edit/${bookingId}`, payload);
export const previewAircraftType = (bookingId: number, aircraftTypeId: number, version: number | undefined) =>
  previewVersioned(bookingId, version, `preview-aircraft-type/${bookingId}`, { aircraftTypeId });
export const previewStatus = (bookingId: number, statusId: number, version: number | undefined) =>
  previewVersioned(bookingId, version, `preview-status/${bookingId}`, { statusId });
export const previewAllocatedAircraft = (
  bookingId: number,
  allocatedAircraftId: number | null,
  version: number | undefined,
) => previewVersioned(bookingId, version, `preview-allocated-aircraft/${bookingId}`, { allocatedAircraftId });
/** A day field's edit (shared/day-field-paths.ts), for a field that can add a conflict. */
export const previewDayField = (
  field: DayFieldName,
  bookingId: number,
  date: string,
  value: unknown,
  version: number | undefined,
) => {
  const { preview: path, bodyKey } = DAY_FIELD_PATHS[field];
  if (!path) return Promise.resolve([]);
  return previewVersioned(bookingId, version, `${path}/${bookingId}/${date}`, { [bodyKey]: value });
};
/** A day's legs, all of them in order (docs/decisions/049). */
export const previewDayLegs = (
  bookingId: number,
  date: string,
  legs: LegPayload[],
  version: number | undefined,
) => previewVersioned(bookingId, version, `preview-legs/${bookingId}/${date}`, { legs });
export const previewAddUnavailability = (payload: UnavailabilityPayload) =>
  preview("preview-unavailability", payload);
export const previewChangeUnavailability = (id: number, patch: Partial<UnavailabilityPayload>) =>
  preview(`preview-unavailability/${id}`, patch);
/** A crew member's leave, sickness or training over legs they fly (docs/decisions/055). */
export const previewCrewUnavailability = (crewMemberId: number, payload: CrewUnavailabilityPayload) =>
  preview(`preview-crew-unavailability/${crewMemberId}`, payload);
