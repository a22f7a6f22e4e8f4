/**
 * What the asterisks around a date mean (product §2: "Days that have several bookings are wrapped with
 * asterisks"), shown while the month has such a day: nothing on screen said so (docs/decisions/043). It
 * prints, as the asterisks do.
 */
export function SharedDayLegend() {
  return (
    <p className="text-xs text-slate-600">
      <span className="font-medium text-slate-800">*date*</span>: {SHARED_DAY.toLowerCase()}
    </p>
  );
}

/** The words for a date between asterisks: the legend's, and each such date's tooltip. */
export const SHARED_DAY = "Several bookings on that day";
