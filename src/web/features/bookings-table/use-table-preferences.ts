import { useCallback, useState } from "react";
import { currentMonth, isMonth, type Month } from "../../lib/month.ts";
import { preferenceKeys, readPreference, writePreference } from "../../lib/preferences.ts";
import { type ColumnWidths, parseColumnWidths } from "./column-widths.ts";

const readId = (key: string): number | null => {
  const value = Number(readPreference(key));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** A switch remembered as "true" or absent. */
function useStoredSwitch(key: string) {
  const [on, setOn] = useState(() => readPreference(key) === "true");
  const set = useCallback(
    (next: boolean) => {
      writePreference(key, next ? "true" : null);
      setOn(next);
    },
    [key],
  );
  return [on, set] as const;
}

/**
 * The month and the two filters (product §3), and the column widths and three toggles (docs/decisions/017, 033),
 * remembered in local storage.
 */
export function useTablePreferences() {
  const [month, setMonthState] = useState<Month>(() => {
    const stored = readPreference(preferenceKeys.month);
    return isMonth(stored) ? stored : currentMonth();
  });
  const [customerId, setCustomerIdState] = useState<number | null>(() =>
    readId(preferenceKeys.customerFilter),
  );
  const [aircraftTypeId, setAircraftTypeIdState] = useState<number | null>(() =>
    readId(preferenceKeys.aircraftFilter),
  );
  const [showBookingId, setShowBookingId] = useStoredSwitch(preferenceKeys.showBookingId);
  // Flown hours (docs/decisions/033): off by default, so the product's columns and export stay as they are.
  const [showActualHours, setShowActualHours] = useStoredSwitch(preferenceKeys.showActualHours);
  const [showDepartureColours, setShowDepartureColours] = useStoredSwitch(
    preferenceKeys.showDepartureColours,
  );
  const [columnWidths, setColumnWidthsState] = useState<ColumnWidths>(() =>
    parseColumnWidths(readPreference(preferenceKeys.columnWidths)),
  );

  const setMonth = useCallback((next: Month) => {
    writePreference(preferenceKeys.month, next);
    setMonthState(next);
  }, []);
  const setCustomerId = useCallback((next: number | null) => {
    writePreference(preferenceKeys.customerFilter, next === null ? null : String(next));
    setCustomerIdState(next);
  }, []);
  const setAircraftTypeId = useCallback((next: number | null) => {
    writePreference(preferenceKeys.aircraftFilter, next === null ? null : String(next));
    setAircraftTypeIdState(next);
  }, []);
  const setColumnWidths = useCallback((update: (widths: ColumnWidths) => ColumnWidths) => {
    setColumnWidthsState((widths) => {
      const next = update(widths);
      writePreference(preferenceKeys.columnWidths, Object.keys(next).length ? JSON.stringify(next) : null);
      return next;
    });
  }, []);

  return {
    month,
    setMonth,
    customerId,
    setCustomerId,
    aircraftTypeId,
    setAircraftTypeId,
    showBookingId,
    setShowBookingId,
    showActualHours,
    setShowActualHours,
    showDepartureColours,
    setShowDepartureColours,
    columnWidths,
    setColumnWidths,
  };
}
