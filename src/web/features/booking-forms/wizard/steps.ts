import type { CreateBookingFormValues } from "../../../../shared/booking-form.ts";

/**
 * The wizard's three steps (product §2). Next on a step needs the required values shown on that step:
 * product §4 names fields of other steps (step 1 would need the aircraft type that step 2 holds, a dead
 * end on an empty database), so each step asks only for what a person can fill in on it.
 */
export const WIZARD_STEPS = [
  {
    title: "Booking Dates and Customer Selection",
    required: ["startDate", "endDate", "customerId", "bookingStatusId"],
    fields: ["startDate", "endDate", "customerId", "bookingStatusId"],
  },
  {
    title: "Locations and Aircraft Selection",
    required: ["departureId", "destinationId", "aircraftTypeId"],
    fields: ["departureId", "destinationId", "aircraftTypeId", "allocatedAircraftId"],
  },
  { title: "Flight Details", required: [], fields: ["departureTime", "expectedHours", "remarks"] },
] as const satisfies ReadonlyArray<{
  title: string;
  /** What Next needs on this step. */
  required: ReadonlyArray<keyof CreateBookingFormValues>;
  /** Every field the step shows. */
  fields: ReadonlyArray<keyof CreateBookingFormValues>;
}>;

export type WizardStep = 1 | 2 | 3;
export const LAST_STEP: WizardStep = 3;

/** What a person calls each required field, for the 'still needed' hint. */
export const FIELD_LABELS: Record<keyof CreateBookingFormValues, string> = {
  startDate: "Start Date",
  endDate: "End Date",
  customerId: "Customer",
  bookingStatusId: "Booking Status",
  departureId: "Departure",
  destinationId: "Destination",
  aircraftTypeId: "Aircraft Type",
  allocatedAircraftId: "Specific Aircraft",
  departureTime: "Departure Time",
  expectedHours: "Expected Hours",
  remarks: "Remarks",
};

export const wizardStep = (step: WizardStep) => WIZARD_STEPS[step - 1]!;

export const stepFields = (step: WizardStep) => wizardStep(step).required;

/** The first step showing one of `fields` (where to go back to when a field there is invalid). */
export function stepShowing(fields: Iterable<string>): WizardStep | undefined {
  const names = new Set(fields);
  const index = WIZARD_STEPS.findIndex((step) => step.fields.some((field) => names.has(field)));
  return index === -1 ? undefined : ((index + 1) as WizardStep);
}

/** The required fields of `step` that are still empty, in the order the step shows them. */
export function missingOnStep(step: WizardStep, values: Partial<CreateBookingFormValues>) {
  return stepFields(step).filter((field) => (values[field] ?? "").trim() === "");
}

/** Product §4 (as amended): Next is enabled when the step's own required values are present. */
export const canGoNext = (step: WizardStep, values: Partial<CreateBookingFormValues>) =>
  missingOnStep(step, values).length === 0;
