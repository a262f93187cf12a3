import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useErrorText } from './useErrorText';

interface NumberFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  description?: ReactNode;
  placeholder?: string;
  rightSection?: ReactNode;
  'data-testid'?: string;
}

/**
 * An exact decimal typed as text with a dot (the schemas refuse a comma or thousands separators),
 * with its bounds worded as values.
 */
export function NumberField({ name, ...props }: NumberFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name });
  const errorText = useErrorText();
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={errorText(fieldState.error, true)}
    />
  );
}
