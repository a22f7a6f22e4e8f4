import { queryOptions, useQuery } from "@tanstack/react-query";
import { DATE_ORDERS, type DateOrder, dateOrder, setDateOrder } from "../../shared/date-order.ts";
import type { DateOrderSetting } from "../../shared/date-order-setting.ts";
import { api } from "../lib/api-client.ts";
import { readPreference, writePreference } from "../lib/preferences.ts";

/** The operator's date order (docs/decisions/043), set in Settings. */
export const DATE_ORDER_PATH = "/api/date-order";
const REMEMBERED = "scheduler.dateOrder";

export const dateOrderQueryOptions = () =>
  queryOptions({
    queryKey: [DATE_ORDER_PATH],
    queryFn: ({ signal }) => api.get<DateOrderSetting>(DATE_ORDER_PATH, { signal }),
  });

/**
 * Starts the page in the order the browser last read, before any date is shown: the first screen is
 * not held up by one more request, and a phone offline keeps its order.
 */
export function applyRememberedDateOrder(): void {
  const remembered = readPreference(REMEMBERED);
  if ((DATE_ORDERS as readonly string[]).includes(remembered ?? "")) setDateOrder(remembered as DateOrder);
}

/**
 * The order dates are shown in, read once someone is signed in and again when Settings changes it on
 * any desk (live refresh of `fleet_settings`). The formatters read the order itself; the caller keys
 * the screens on the answer, so a change redraws every date at once.
 */
export function useDateOrder(signedIn: boolean): DateOrder {
  const setting = useQuery({ ...dateOrderQueryOptions(), enabled: signedIn }).data?.dateOrder;
  if (setting && setting !== dateOrder()) {
    setDateOrder(setting);
    writePreference(REMEMBERED, setting);
  }
  return dateOrder();
}
