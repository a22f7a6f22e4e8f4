import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { CreateBookingFormValues, createBookingForm } from "../../../../shared/booking-form.ts";
import type { AircraftType, BookingStatus, Customer, Location } from "../../../../shared/reference-data.ts";

export type CreateBookingOutput = z.output<typeof createBookingForm>;
export type WizardFormApi = UseFormReturn<CreateBookingFormValues, unknown, CreateBookingOutput>;

export interface ReferenceLists {
  customers: Customer[];
  locations: Location[];
  aircraftTypes: AircraftType[];
  statuses: BookingStatus[];
}
