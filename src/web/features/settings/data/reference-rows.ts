import { type UseQueryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { aircraftTypesQueryOptions } from "../../../data/get-aircraft-types.ts";
import { bookingStatusesQueryOptions } from "../../../data/get-booking-statuses.ts";
import { customersQueryOptions } from "../../../data/get-customers.ts";
import { locationsQueryOptions } from "../../../data/get-locations.ts";
import type { Row } from "../reference-field-input.tsx";
import type { ReferenceList } from "./save-reference-data.ts";

/** Each list's one query: the same cache entry, fetch and freshness as the rest of the app reads. */
const QUERIES = {
  customers: customersQueryOptions,
  locations: locationsQueryOptions,
  "aircraft-types": aircraftTypesQueryOptions,
  "booking-statuses": bookingStatusesQueryOptions,
} satisfies Record<ReferenceList, unknown>;

/** A reference list's rows, as Settings edits them: by id, each field by its key. */
export function useReferenceRows(list: ReferenceList): UseQueryResult<Row[]> {
  // Each list's options are typed by its own kind of row; Settings reads every kind as fields by key.
  return useQuery(QUERIES[list]() as unknown as UseQueryOptions<Row[]>);
}
