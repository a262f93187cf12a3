import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useFieldErrorText } from './useFieldErrorText';

interface CheckboxFieldProps<T extends FieldValues, TOutput> {
  control: Control<T, unknown, TOutput>;
  name: FieldPathByValue<T, boolean>;
  label: ReactNode;
}

/** A boolean form field; controlled because a checkbox registered natively may yield "on" instead of true. */
export function CheckboxField<T extends FieldValues, TOutput>({
  control,
  name,
  label,
}: CheckboxFieldProps<T, TOutput>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText();
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      label={label}
      error={errorText(fieldState.error)}
    />
  );
}
