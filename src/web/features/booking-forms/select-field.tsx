import type { ReactNode } from "react";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { Field } from "../../ui/field.tsx";
import { FormSelect } from "../../ui/form-select.tsx";

/** Ids that tie a field's label and error message to its control. */
export const fieldIds = (prefix: string, field: string) => ({
  id: `${prefix}-${field}`,
  errorId: `${prefix}-${field}-error`,
});

/**
 * A labelled select bound to a booking form field, shared by the wizard and the edit dialog: its
 * error shows under it and describes it. `onValueChange` replaces the plain set (for entries such as
 * 'Add New Customer' that open a form instead of choosing a value).
 */
export function SelectField<Values extends FieldValues>({
  control,
  name,
  label,
  idPrefix,
  placeholder,
  autoFocus,
  disabled,
  describedBy,
  onValueChange,
  onCloseAutoFocus,
  typedRef,
  children,
}: {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
  idPrefix: string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** What describes the select while it shows no error. */
  describedBy?: string;
  onValueChange?: (value: string, set: (value: string) => void) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** Holds what was typed in the list's filter box, for an 'Add …' entry to start from. */
  typedRef?: { current: string };
  children: ReactNode;
}) {
  const { id, errorId } = fieldIds(idPrefix, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} htmlFor={id} error={fieldState.error?.message} errorId={errorId}>
          <FormSelect
            id={id}
            ref={field.ref}
            autoFocus={autoFocus}
            disabled={disabled}
            value={field.value}
            onValueChange={(value) =>
              onValueChange ? onValueChange(value, field.onChange) : field.onChange(value)
            }
            onCloseAutoFocus={onCloseAutoFocus}
            typedRef={typedRef}
            placeholder={placeholder}
            invalid={Boolean(fieldState.error)}
            describedBy={fieldState.error ? errorId : describedBy}
          >
            {children}
          </FormSelect>
        </Field>
      )}
    />
  );
}
