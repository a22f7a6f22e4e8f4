/**
 * A crew member's unavailability (issue 46 item 3, docs/decisions/055): leave, sickness or training, by
 * dates inclusive, set like an aircraft's. A leg on one of those dates is a crew conflict.
 */
import { z } from "zod";
import { isIsoDate } from "./dates.ts";
import { isoDate, pathId, plainText } from "./fields.ts";

export const CREW_UNAVAILABILITY_KINDS = ["leave", "sickness", "training", "other"] as const;
export type CrewUnavailabilityKind = (typeof CREW_UNAVAILABILITY_KINDS)[number];
export const CREW_UNAVAILABILITY_NAMES: Record<CrewUnavailabilityKind, string> = {
  leave: "Leave",
  sickness: "Sickness",
  training: "Training",
  other: "Unavailable",
};

export const crewUnavailabilitySchema = z.object({
  id: z.number(),
  crewMemberId: z.number(),
  kind: z.enum(CREW_UNAVAILABILITY_KINDS),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
});
export type CrewUnavailability = z.infer<typeof crewUnavailabilitySchema>;

/** `POST /api/crew/{id}/unavailability`: a period, its end on or after its start. */
export const crewUnavailabilityPayload = z
  .object({
    kind: z.enum(CREW_UNAVAILABILITY_KINDS, {
      error: `Kind must be one of: ${CREW_UNAVAILABILITY_KINDS.join(", ")}`,
    }),
    startDate: isoDate("Start date is required"),
    endDate: isoDate("End date is required"),
    reason: plainText("Reason").trim().max(200, "Reason must be at most 200 characters").default(""),
  })
  .refine(
    (period) =>
      !isIsoDate(period.startDate) || !isIsoDate(period.endDate) || period.startDate <= period.endDate,
    { message: "End date must be on or after start date", path: ["endDate"] },
  );
export type CrewUnavailabilityPayload = z.input<typeof crewUnavailabilityPayload>;

export const crewUnavailabilityParams = z.object({
  id: pathId("Crew member id must be a positive whole number"),
  periodId: pathId("Unavailability id must be a positive whole number"),
});
