import { useEffect, useState } from "react";
import { localIsoDate } from "../../../shared/dates.ts";

// Checked this often as well as at midnight: a sleeping machine or a clock change can skip a timer.
const CHECK_EVERY_MS = 60_000;

function msUntilNextMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}

/**
 * Today's local date as `yyyy-mm-dd`, changing at local midnight without a reload (docs/decisions/027): the wall
 * board rolls over to the new day by itself.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => localIsoDate(new Date()));

  useEffect(() => {
    const check = () => setToday(localIsoDate(new Date()));
    let midnight: ReturnType<typeof setTimeout>;
    const scheduleMidnight = () => {
      // A few ms past midnight, so the new date is certain.
      midnight = setTimeout(() => {
        check();
        scheduleMidnight();
      }, msUntilNextMidnight(new Date()) + 50);
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
  }, []);

  return today;
}
