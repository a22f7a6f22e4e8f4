import type { BookingStatus } from "../../shared/reference-data.ts";

/**
 * Whether a day in this status holds its aircraft, i.e. the flight will fly: the status's 'occupies
 * aircraft' flag, not its name, decides (docs/decisions/015, 023). A day without a status, or with one
 * not loaded yet, counts as flying, as the server's conflicts count it.
 */
export const occupiesAircraft = (statusId: number | null, statusById: Map<number, BookingStatus>) =>
  statusId === null || (statusById.get(statusId)?.occupiesAircraft ?? true);
