import { useEffect, useState } from "react";
import { msUntilOperatorMidnight, operatorDate } from "./operator-clock.ts";

// Checked this often as well as at midnight: a sleeping machine or a clock change can skip a timer.
const CHECK_EVERY_MS = 60_000;

/**
 * Today's date in the operator's zone as `yyyy-mm-dd`, changing at the operator's midnight without a
 * reload (docs/decisions/027): the wall board rolls over to the new day by itself.
 */
export function useToday(zone: string | undefined): string {
  const [today, setToday] = useState(() => operatorDate(new Date(), zone));

  useEffect(() => {
    const check = () => setToday(operatorDate(new Date(), zone));
    // The zone may arrive (or change in Settings) after the first render.
    check();
    let midnight: ReturnType<typeof setTimeout>;
    const scheduleMidnight = () => {
      // A few ms past midnight, so the new date is certain.
      midnight = setTimeout(() => {
        check();
        scheduleMidnight();
      }, msUntilOperatorMidnight(new Date(), zone) + 50);
    };
    scheduleMidnight();
    const interval = setInterval(check, CHECK_EVERY_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearTimeout(midnight);
      clearInterval(interval);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [zone]);

  return today;
}
