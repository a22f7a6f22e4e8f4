import { useId, useState } from "react";
import {
  type CalendarFeedScope,
  type CreatedCalendarFeed,
  calendarFeedPayload,
} from "../../../shared/calendar-feeds.ts";
import { useAircraftTypesWithAircraft } from "../../data/get-aircraft-types-with-aircraft.ts";
import { useCustomers } from "../../data/get-customers.ts";
import { errorText } from "../../lib/api-client.ts";
import { toastSuccess } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { Field, Input, inputClass } from "../../ui/field.tsx";
import { useSaveCalendarFeed } from "./data/calendar-feeds.ts";
import { firstIssue } from "./reference-lists.ts";

const SCOPE_LABELS: Record<CalendarFeedScope, string> = {
  all: "Whole schedule",
  aircraft: "One aircraft",
  customer: "One customer",
  "aircraft type": "One aircraft type",
};

/** The choices for a scope: aircraft by registration, customers, types. */
function useScopeChoices(scope: CalendarFeedScope): { id: number; label: string }[] {
  const types = useAircraftTypesWithAircraft();
  const customers = useCustomers();
  if (scope === "customer") return (customers.data ?? []).map((c) => ({ id: c.id, label: c.name }));
  if (scope === "aircraft type") return (types.data ?? []).map((t) => ({ id: t.id, label: t.title }));
  if (scope === "aircraft")
    return (types.data ?? []).flatMap((t) =>
      t.aircraft
        .filter((a) => !a.retired)
        .map((a) => ({ id: a.id, label: `${a.registration} (${t.title})` })),
    );
  return [];
}

/** What a feed lists: the whole schedule, or one aircraft, customer or type, chosen from a list. */
function FeedScopeFields({
  id,
  scope,
  scopeId,
  onChange,
}: {
  id: string;
  scope: CalendarFeedScope;
  scopeId: string;
  onChange: (choice: { scope: CalendarFeedScope; scopeId: string }) => void;
}) {
  const choices = useScopeChoices(scope);
  return (
    <>
      <Field label="Lists" htmlFor={`${id}-scope`}>
        <select
          id={`${id}-scope`}
          className={inputClass}
          value={scope}
          onChange={(e) => onChange({ scope: e.target.value as CalendarFeedScope, scopeId: "" })}
        >
          {Object.entries(SCOPE_LABELS).map(([scope, label]) => (
            <option key={scope} value={scope}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      {scope === "all" ? (
        <div />
      ) : (
        <Field label={SCOPE_LABELS[scope].replace("One ", "Which ")} htmlFor={`${id}-which`}>
          <select
            id={`${id}-which`}
            className={inputClass}
            value={scopeId}
            onChange={(e) => onChange({ scope, scopeId: e.target.value })}
          >
            <option value="">Choose…</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
      )}{" "}
    </>
  );
}

/** Settings' form for a new feed: its name, what it lists, and whether cancelled flights are in it. */
export function MakeFeedForm({ onMade }: { onMade: (feed: CreatedCalendarFeed) => void }) {
  const { create } = useSaveCalendarFeed();
  const empty = { name: "", scope: "all" as CalendarFeedScope, scopeId: "", includeCancelled: true };
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <form
      aria-label="Make a calendar feed"
      className="grid grid-cols-[repeat(3,minmax(0,14rem))_auto] items-end gap-3 px-3 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        const payload = {
          name: values.name,
          scope: values.scope,
          scopeId: values.scope === "all" ? null : values.scopeId ? Number(values.scopeId) : undefined,
          includeCancelled: values.includeCancelled,
        };
        const issue = firstIssue(calendarFeedPayload, payload);
        setError(issue);
        if (issue) return;
        create.mutate(payload, {
          onSuccess: (feed) => {
            toastSuccess(`Calendar feed ${feed.name} made`);
            onMade(feed);
            setValues(empty);
          },
          onError: (failure) => setError(errorText(failure, "Failed to make the calendar feed")),
        });
      }}
    >
      <Field label="Name" htmlFor={`${id}-name`}>
        <Input
          id={`${id}-name`}
          value={values.name}
          placeholder="Pilots' rota"
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
      </Field>
      <FeedScopeFields
        id={id}
        scope={values.scope}
        scopeId={values.scopeId}
        onChange={(choice) => setValues({ ...values, ...choice })}
      />
      <div className="flex items-center gap-3 pb-2 text-[13px]">
        <label className="inline-flex items-center gap-1.5 whitespace-nowrap">
          <input
            type="checkbox"
            checked={values.includeCancelled}
            onChange={(e) => setValues({ ...values, includeCancelled: e.target.checked })}
          />
          Include cancelled flights
        </label>
        <Button type="submit" size="sm" variant="primary" disabled={create.isPending}>
          Make feed
        </Button>
      </div>
      {error ? (
        <p role="alert" className="col-span-4 text-[13px] text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
