import { z } from "zod";
import { daysBetween, isIsoDate } from "./dates.ts";

/** Spec §9 defaults for a day's details. */
export const DEFAULT_DEPARTURE_TIME = "TBC";
export const DEFAULT_EXPECTED_HOURS = "0";
export const DEFAULT_REMARKS = "--";
/** A booking spans at most this many days; longer ranges are almost certainly typing mistakes. */
export const MAX_BOOKING_DAYS = 366;

export const isoDate = (required: string) =>
  z.string({ error: required }).min(1, required).refine(isIsoDate, "must be a date in the form yyyy-mm-dd");

const requiredId = (message: string) => z.number({ error: message }).int(message).min(1, message);

/** Expected hours: a number of 0 or more with at most two decimals, carried as a decimal string. */
export const expectedHours = z
  .string({ error: "Expected hours must be a number" })
  .trim()
  .regex(
    /^\d{1,5}(\.\d{0,2})?$|^\.\d{1,2}$/,
    "Expected hours must be a number of 0 or more with at most two decimals",
  );

export const departureTime = z.string().trim().max(50, "Departure time must be at most 50 characters");
export const remarks = z.string().max(2000, "Remarks must be at most 2000 characters");

function dateRangeIssues(range: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (!isIsoDate(range.startDate) || !isIsoDate(range.endDate)) return;
  const days = daysBetween(range.startDate, range.endDate);
  if (days < 0) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be on or after start date" });
  } else if (days + 1 > MAX_BOOKING_DAYS) {
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: `A booking can span at most ${MAX_BOOKING_DAYS} days`,
    });
  }
}

/** Spec §3 create-booking payload with the §5 messages. */
export const createBookingPayload = z
  .object({
    customerId: requiredId("Please select a customer"),
    aircraftTypeId: requiredId("Please select an aircraft type"),
    bookingStatusId: requiredId("Please select a status"),
    departureId: requiredId("Please select departure location"),
    destinationId: requiredId("Please select destination"),
    startDate: isoDate("Please select start date"),
    endDate: isoDate("Please select end date"),
    allocatedAircraftId: z.number().int().positive().nullish(),
    departureTime: departureTime.optional(),
    expectedHours: z.union([z.literal(""), expectedHours]).optional(),
    remarks: remarks.optional(),
  })
  .superRefine(dateRangeIssues);
export type CreateBookingPayload = z.input<typeof createBookingPayload>;

/** Spec §3 edit-booking payload with the §5 messages. */
export const editBookingPayload = z
  .object({
    customerId: requiredId("Please select a customer"),
    aircraftTypeId: requiredId("Please select an aircraft type"),
    departureId: requiredId("Please select departure location"),
    startDate: isoDate("Start date is required"),
    endDate: isoDate("End date is required"),
  })
  .superRefine(dateRangeIssues);
export type EditBookingPayload = z.input<typeof editBookingPayload>;

export const bookingParams = z.object({
  id: z.coerce.number().int().positive("Booking id must be a positive whole number"),
});
export const dailyDetailParams = bookingParams.extend({ date: isoDate("Date is required") });

export const destinationPayload = z.object({ destinationId: requiredId("Please select destination") });
export const remarksPayload = z.object({ remarks: remarks.default("") });
export const departureTimePayload = z.object({ departureTime: departureTime.default("") });
export const expectedHoursPayload = z.object({ expectedHours });
export const aircraftTypePayloadForBooking = z.object({
  aircraftTypeId: requiredId("Please select an aircraft type"),
});
export const statusPayload = z.object({ statusId: requiredId("Please select a status") });
export const allocatedAircraftPayload = z.object({
  allocatedAircraftId: z
    .number()
    .int()
    .positive("Allocated aircraft id must be a positive whole number")
    .nullable(),
});

export const bookingsQuery = z.object({
  from: z.string().refine(isIsoDate, "from must be a date in the form yyyy-mm-dd").optional(),
  to: z.string().refine(isIsoDate, "to must be a date in the form yyyy-mm-dd").optional(),
});

export const dailyDetailSchema = z.object({
  id: z.number(),
  date: z.string(),
  destinationId: z.number(),
  destinationLocation: z.object({ name: z.string() }),
  departureTime: z.string(),
  expectedAircraftHours: z.string(),
  remarks: z.string(),
  bookingStatusId: z.number().nullable(),
});
export type DailyDetail = z.infer<typeof dailyDetailSchema>;

/** Spec §3 "Booking as read by the client". */
export const bookingSchema = z.object({
  id: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  customerId: z.number(),
  customer: z.object({ id: z.number(), name: z.string(), color: z.string() }),
  departureId: z.number(),
  departureLocation: z.object({ name: z.string() }),
  aircraftTypeId: z.number(),
  aircraftType: z.object({ id: z.number(), title: z.string() }),
  allocatedAircraftId: z.number().nullable(),
  allocatedAircraft: z.object({ registration: z.string() }).nullable(),
  dailyDetails: z.array(dailyDetailSchema),
});
export type Booking = z.infer<typeof bookingSchema>;
