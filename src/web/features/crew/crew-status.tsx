import { useOperatorTimeZone } from "../../data/get-operator-time-zone.ts";
import { operatorClockTime } from "../../lib/operator-time.ts";

/**
 * When the list was last read: 'Updated 14:05', or 'as of 14:05, offline' when the network is gone
 * (docs/decisions/032), so a pilot knows how old what they read is. Announced politely as it changes.
 */
export function CrewStatus({ at, online, failed }: { at: number; online: boolean; failed: boolean }) {
  // The operator's clock, as the flights' times are, naming the zone on a phone set to another.
  const zone = useOperatorTimeZone().data?.timeZone;
  const time = at > 0 ? operatorClockTime(at, zone) : undefined;
  let text = time ? `Updated ${time}` : "Loading…";
  if (!online) text = time ? `as of ${time}, offline` : "Offline";
  else if (failed && time) text = `as of ${time}, not updating`;
  const warn = !online || failed;
  return (
    <p
      role="status"
      className={
        warn
          ? "rounded-md bg-yellow-300 px-2 py-1 font-bold text-[16px] text-black"
          : "text-[16px] text-gray-800"
      }
      data-testid="crew-status"
    >
      {text}
    </p>
  );
}
