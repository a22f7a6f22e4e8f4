import { z } from "zod";
import { DATE_ORDERS } from "./date-order.ts";

/**
 * The date order setting's body and answer (docs/decisions/043). Apart from date-order.ts, which the
 * page's first code imports: zod must not load before lib/zod-settings.ts has turned its eval probe off.
 */
export const dateOrderSchema = z.object({
  dateOrder: z.enum(DATE_ORDERS, { error: "Date order must be day-first, month-first or year-first" }),
});
export type DateOrderSetting = z.infer<typeof dateOrderSchema>;
