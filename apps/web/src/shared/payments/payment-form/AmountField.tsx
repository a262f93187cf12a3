import type { ReactNode } from 'react';
import { type FieldValues, useController, useFormContext } from 'react-hook-form';
import { DecimalInput } from '../../forms/DecimalInput';
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

/**
 * An amount typed the language's way ("4.999,99" in Romanian) and kept as a plain dot decimal with
 * at most two decimals (what the schemas accept); its bounds are worded as amounts.
 */
export function AmountField({ name, ...props }: AmountFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name });
  const errorText = useAmountErrorText();
  return (
    <DecimalInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={errorText(fieldState.error)}
    />
  );
}
