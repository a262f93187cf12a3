import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { useAmountErrorText } from './useAmountErrorText';

interface AmountFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  rightSection?: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}

/** An amount typed as text with a dot and at most two decimals (what the schemas accept). */
export function AmountField({ name, ...props }: AmountFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name });
  const errorText = useAmountErrorText();
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
      error={errorText(fieldState.error)}
    />
  );
}
