import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from "react-hook-form";
import { endDateAfterStartChange } from "../../../shared/booking-form.ts";
import { Field, Input } from "../../ui/field.tsx";
import { fieldIds } from "./select-field.tsx";

/** The two names both booking forms give their dates (react-hook-form cannot infer them for any form). */
const START = "startDate";
const END = "endDate";

/**
 * Start Date and End Date side by side, for any booking form with those two fields (product §4): the
 * end cannot be picked before the start, and moving the start past the end moves the end with it.
 */
export function DateRangeFields<Values extends FieldValues & { startDate: string; endDate: string }>({
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
  const { errors } = form.formState;
  const startError = errors.startDate?.message as string | undefined;
  const endError = errors.endDate?.message as string | undefined;

  return (
    <div className="grid grid-cols-2 gap-4">
      <Field label="Start Date" htmlFor={start.id} error={startError} errorId={start.errorId}>
        <Input
          id={start.id}
          type="date"
          autoFocus={autoFocus}
          className="tabular-nums"
          aria-invalid={startError ? true : undefined}
          aria-describedby={startError ? start.errorId : undefined}
          {...form.register(startName, {
            onChange: (event: { target: { value: string } }) => {
              const endDate = form.getValues(endName) as string;
              const moved = endDateAfterStartChange(event.target.value, endDate);
              if (moved !== endDate) {
                form.setValue(endName, moved as PathValue<Values, Path<Values>>, {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                });
              }
            },
          })}
        />
      </Field>
      <Field label="End Date" htmlFor={end.id} error={endError} errorId={end.errorId}>
        <Input
          id={end.id}
          type="date"
          min={startDate || undefined}
          className="tabular-nums"
          aria-invalid={endError ? true : undefined}
          aria-describedby={endError ? end.errorId : undefined}
          {...form.register(endName)}
        />
      </Field>
    </div>
  );
}
