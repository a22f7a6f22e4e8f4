import type { z } from "zod";
import {
  aircraftTypePayload,
  bookingStatusPayload,
  customerPayload,
  DEFAULT_CUSTOMER_COLOR,
  DEFAULT_STATUS_COLOUR,
  locationPayload,
} from "../../../shared/reference-data.ts";
import type { ReferenceList } from "./data/save-reference-data.ts";

export type FieldKind = "text" | "colour" | "flag";
export interface ListField {
  key: string;
  label: string;
  kind: FieldKind;
  /** A new row's value. */
  initial: string | boolean;
}

export interface ListConfig {
  list: ReferenceList;
  title: string;
  /** "customer": used in messages. */
  noun: string;
  fields: ListField[];
  /** The shared schema the API validates with, so the form says the same as the server would. */
  schema: z.ZodType;
  merge: boolean;
  remove: boolean;
}

/** Settings' reference lists (docs/decisions/016): what each row shows and which actions it offers. */
export const REFERENCE_CONFIGS: ListConfig[] = [
  {
    list: "customers",
    title: "Customers",
    noun: "customer",
    fields: [
      { key: "name", label: "Name", kind: "text", initial: "" },
      { key: "color", label: "Colour", kind: "colour", initial: DEFAULT_CUSTOMER_COLOR },
    ],
    schema: customerPayload,
    merge: true,
    remove: false,
  },
  {
    list: "locations",
    title: "Locations",
    noun: "location",
    fields: [{ key: "name", label: "Name", kind: "text", initial: "" }],
    schema: locationPayload,
    merge: true,
    remove: false,
  },
  {
    list: "aircraft-types",
    title: "Aircraft types",
    noun: "aircraft type",
    fields: [{ key: "title", label: "Title", kind: "text", initial: "" }],
    schema: aircraftTypePayload,
    merge: false,
    remove: true,
  },
  {
    list: "booking-statuses",
    title: "Statuses",
    noun: "status",
    fields: [
      { key: "statusText", label: "Text", kind: "text", initial: "" },
      { key: "statusColour", label: "Colour", kind: "colour", initial: DEFAULT_STATUS_COLOUR },
      { key: "statusConfirmed", label: "Confirmed", kind: "flag", initial: false },
      // Fleet and conflicts (docs/decisions/015): whether a booking in this status holds its aircraft, for the conflict warnings.
      { key: "occupiesAircraft", label: "Occupies aircraft", kind: "flag", initial: true },
    ],
    schema: bookingStatusPayload,
    merge: false,
    remove: true,
  },
];

/** The first message the shared schema gives for `values`, or null when they are valid. */
export function firstIssue(schema: z.ZodType, values: object): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid value");
}
