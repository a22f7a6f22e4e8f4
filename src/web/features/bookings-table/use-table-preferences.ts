import { useCallback, useState } from "react";
import { preferenceKeys, readPreference, writePreference } from "../../lib/preferences.ts";
import { currentMonth, isMonth, type Month } from "./month.ts";

const readId = (key: string): number | null => {
  const value = Number(readPreference(key));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** The month and the two filters, remembered in local storage (product §3). */
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

  return { month, setMonth, customerId, setCustomerId, aircraftTypeId, setAircraftTypeId };
}
