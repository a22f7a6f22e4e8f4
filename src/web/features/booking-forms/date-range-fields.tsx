import { useRef } from "react";
import {
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from "react-hook-form";
import { endDateAfterStartChange } from "../../../shared/booking-form.ts";
import { DateField } from "../../ui/date-field.tsx";
import { Field } from "../../ui/field.tsx";
import { dateRangeSummary } from "./date-range-summary.ts";
import { fieldIds } from "./select-field.tsx";

/** The two names both booking forms give their dates (react-hook-form cannot infer them for any form). */
const START = "startDate";
const END = "endDate";

type DatedValues = FieldValues & { startDate: string; endDate: string };

/**
 * Start Date and End Date side by side, for any booking form with those two fields (product §4): the
 * end cannot be picked before the start, moving the start past the end moves the end with it, and a
 * one-day booking's end follows its start both ways (docs/decisions/020). The fields change their
 * values only on whole dates, so no keystroke on the way to one moves the end.
 */
export function DateRangeFields<Values extends DatedValues>({
  form,
  idPrefix,
  autoFocus,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  idPrefix: string;
  autoFocus?: boolean;
}) {
  const start = fieldIds(idPrefix, START);
  const end = fieldIds(idPrefix, END);
  const startName = START as Path<Values>;
  const endName = END as Path<Values>;
  const startDate = useWatch({ control: form.control, name: startName }) as string;
  // The last start that was a date: a start cleared and typed again still knows the booking was one day.
  const lastStart = useRef("");
  const { errors } = form.formState;
  const startError = errors.startDate?.message as string | undefined;
  const endError = errors.endDate?.message as string | undefined;

  return (
    <div className="grid grid-cols-2 gap-4">
      <Field label="Start Date" htmlFor={start.id} error={startError} errorId={start.errorId}>
        <Controller
          control={form.control}
          name={startName}
          render={({ field }) => (
            <DateField
              id={start.id}
              ref={field.ref}
              value={field.value as string}
              emptyWhenUnreadable
              autoFocus={autoFocus}
              aria-invalid={startError ? true : undefined}
              aria-describedby={startError ? start.errorId : undefined}
              onBlur={field.onBlur}
              onChange={(next) => {
                const previous = (field.value as string) || lastStart.current;
                if (previous) lastStart.current = previous;
                const endDate = form.getValues(endName) as string;
                field.onChange(next);
                const moved = endDateAfterStartChange(previous, next, endDate);
                if (moved !== endDate) {
                  form.setValue(endName, moved as PathValue<Values, Path<Values>>, {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  });
                }
              }}
            />
          )}
        />
      </Field>
      <Field label="End Date" htmlFor={end.id} error={endError} errorId={end.errorId}>
        <Controller
          control={form.control}
          name={endName}
          render={({ field }) => (
            <DateField
              id={end.id}
              ref={field.ref}
              value={field.value as string}
              emptyWhenUnreadable
              min={startDate || undefined}
              aria-invalid={endError ? true : undefined}
              aria-describedby={endError ? end.errorId : undefined}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          )}
        />
      </Field>
    </div>
  );
}

/** The booking's days in one line ("1 day, Thu 10 Dec 2026"), so a wrong range shows before it is saved. */
export function DateRangeSummary<Values extends DatedValues>({
  form,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  const [startDate, endDate] = useWatch({
    control: form.control,
    name: [START, END] as Path<Values>[],
  }) as string[];
  const summary = dateRangeSummary(startDate ?? "", endDate ?? "");
  if (!summary) return null;
  return (
    <p className="text-[13px] font-medium text-slate-700 tabular-nums" aria-live="polite">
      {summary}
    </p>
  );
}
