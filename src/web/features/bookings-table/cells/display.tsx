import type { BookingStatus, Customer } from "../../../../shared/reference-data.ts";
import { readableOn, safeColour, textOn } from "../../../lib/colour.ts";

/** The customer's name on a badge of the customer's own colour. */
export function CustomerBadge({ customer }: { customer: Pick<Customer, "name" | "color"> }) {
  const colour = safeColour(customer.color);
  return (
    <span
      title={customer.name}
      className="inline-block max-w-full truncate rounded px-1.5 py-0.5 text-xs leading-4 font-medium"
      style={{ backgroundColor: colour, color: textOn(colour) }}
    >
      {customer.name}
    </span>
  );
}

/** A status as its text in its colour (darkened where needed to stay readable), with a dot. */
export function StatusLabel({ status }: { status: BookingStatus | undefined }) {
  if (!status) return <span className="text-slate-500">—</span>;
  const colour = safeColour(status.statusColour);
  return (
    <span className="flex min-w-0 items-center gap-1.5 font-medium" style={{ color: readableOn(colour) }}>
      <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: colour }} aria-hidden="true" />
      <span className="truncate">{status.statusText}</span>
    </span>
  );
}
