import { useCallback, useState } from "react";
import {
  clearStatusFilterFromAddress,
  type StatusFilter,
  statusFilterFromAddress,
} from "../../lib/table-link.ts";

/**
 * The status filter a Reports link opens the table with (docs/decisions/035): read from the address
 * on mount, cleared by its chip. Not remembered: the product's table keeps only its two filters.
 */
export function useStatusFilter() {
  const [statusFilter, setStatusFilter] = useState<StatusFilter | null>(statusFilterFromAddress);
  const clearStatusFilter = useCallback(() => {
    clearStatusFilterFromAddress();
    setStatusFilter(null);
  }, []);
  return { statusFilter, clearStatusFilter };
}
