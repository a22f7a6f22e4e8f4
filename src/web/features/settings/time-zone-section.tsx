import { useId, useState } from "react";
import { isTimeZone, type OperatorTimeZoneAnswer } from "../../../shared/calendar-feeds.ts";
import { useOperatorTimeZone } from "../../data/get-operator-time-zone.ts";
import { errorText } from "../../lib/api-client.ts";
import { browserTimeZone, otherZone, zoneWithAbbreviation } from "../../lib/operator-time.ts";
import { toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { Field, Input } from "../../ui/field.tsx";
import { useSaveOperatorTimeZone } from "./data/calendar-feeds.ts";

const ZONES = Intl.supportedValuesOf("timeZone");

/** The zone departure times are read in (docs/decisions/030); the calendar feeds use it. */
export function TimeZoneSection({ canEdit }: { canEdit: boolean }) {
  const current = useOperatorTimeZone();
  const save = useSaveOperatorTimeZone();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const value = typed ?? current.data?.timeZone ?? "";
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white">
      <h2 id={`${id}-heading`} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold">
        Operator time zone
      </h2>
      <form
        aria-label="Operator time zone"
        className="flex items-end gap-3 px-3 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          const timeZone = value.trim();
          if (!isTimeZone(timeZone)) {
            setError("Time zone must be an IANA name such as Europe/London");
            return;
          }
          setError(null);
          save.mutate(
            { timeZone },
            {
              // The server answers the zone as Intl spells it (`europe/london` is saved as `Europe/London`).
              onSuccess: (saved) => {
                setTyped(null);
                toastSuccess(`Time zone set to ${saved.timeZone}`);
              },
              onError: (failure) => setError(errorText(failure, "Failed to set the time zone")),
            },
          );
        }}
      >
        <div className="w-72">
          <Field label="Departure times are local to" htmlFor={`${id}-zone`} error={error ?? undefined}>
            <Input
              id={`${id}-zone`}
              list={`${id}-zones`}
              value={value}
              readOnly={!canEdit}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
          <datalist id={`${id}-zones`}>
            {ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
        {canEdit ? (
          <Button type="submit" size="sm" variant="primary" disabled={save.isPending} className="mb-0.5">
            Save
          </Button>
        ) : null}
      </form>
      {current.data ? <ZoneSource {...current.data} /> : null}
    </section>
  );
}

/**
 * Where the zone came from, and the browser's own when it is another (docs/decisions/043): a zone nobody
 * chose is the server's, which on a hosted machine is often UTC, not the operator's.
 */
function ZoneSource({ timeZone, source }: OperatorTimeZoneAnswer) {
  const browser = otherZone(timeZone) ? browserTimeZone() : null;
  return (
    <div className="space-y-0.5 px-3 pb-3 text-[13px] text-slate-600" data-testid="time-zone-source">
      <p>
        {source === "settings"
          ? `${timeZone} was set here.`
          : `Not set here: ${timeZone} is the server's own time zone. Set the operator's zone if it is another.`}
      </p>
      {browser ? (
        <p>
          This browser is in {browser}: clock times such as 'Last updated' are shown in{" "}
          {zoneWithAbbreviation(timeZone, Date.now())} and say so.
        </p>
      ) : null}
    </div>
  );
}
