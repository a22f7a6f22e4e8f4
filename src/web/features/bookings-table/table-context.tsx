import { createContext, useContext } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import type { AircraftType, BookingStatus, Location } from "../../../shared/reference-data.ts";
import type { BookingWriteField } from "../../data/bookings-cache.ts";

export interface TableContextValue {
  canEdit: boolean;
  showDepartureColours: boolean;
  statuses: BookingStatus[];
  statusById: Map<number, BookingStatus>;
  locations: Location[];
  /** Each location's name by id, for the places a day's legs name (docs/decisions/049). */
  locationNames: Map<number, string>;
  aircraftTypes: AircraftType[];
  /** Aircraft of each type, for the allocated-aircraft select. */
  aircraftByType: Map<number, Array<{ id: number; registration: string }>>;
  /** Cells with a save in flight: `bookingId:field` or `bookingId:date:field`. */
  pendingCells: Set<string>;
  onEditBooking: (booking: Booking) => void;
  onDeleteBooking: (booking: Booking) => void;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTableContext(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error("useTableContext needs a TableContext provider");
  return value;
}

export const cellKey = (bookingId: number, field: BookingWriteField, date?: string) =>
  date ? `${bookingId}:${date}:${field}` : `${bookingId}:${field}`;
