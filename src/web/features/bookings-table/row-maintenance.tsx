import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { MaintenanceItemStatus } from "../../../shared/maintenance.ts";
import { useMaintenance } from "../../data/get-maintenance.ts";
import { flightDue } from "../../lib/maintenance-text.ts";

interface Known {
  today: string;
  itemsOf: Map<number, MaintenanceItemStatus[]>;
}
const RowMaintenance = createContext<Known>({ today: "", itemsOf: new Map() });

/** Every aircraft's maintenance items (docs/decisions/051), read once and looked up by row. */
export function RowMaintenanceProvider({ children }: { children: ReactNode }) {
  const data = useMaintenance().data;
  const known = useMemo(
    () => ({
      today: data?.today ?? "",
      itemsOf: new Map(data?.aircraft.map((row) => [row.aircraftId, row.items])),
    }),
    [data],
  );
  return <RowMaintenance value={known}>{children}</RowMaintenance>;
}

/** How a flight of `aircraftId` on `date` stands against the aircraft's items, or null; with today's date. */
export function useRowMaintenance(aircraftId: number | null, date: string) {
  const { today, itemsOf } = useContext(RowMaintenance);
  const items = aircraftId === null ? undefined : itemsOf.get(aircraftId);
  const due = items && today ? flightDue(items, date, today) : null;
  return due && { ...due, today };
}
