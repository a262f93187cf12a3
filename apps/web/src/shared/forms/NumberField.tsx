import type { ReactNode } from 'react';
import { DecimalInput } from './DecimalInput';
import { useField } from './FormFields';

interface NumberFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  description?: ReactNode;
  placeholder?: string;
  rightSection?: ReactNode;
  maxLength?: number;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * The one number field of every form: typed the language's way, kept in the form as a plain dot
 * decimal (see DecimalInput), with its bounds worded as values ("At least 0", "At most 9.999,99")
 * rather than as lengths.
 */
export function NumberField({ name, ...props }: NumberFieldProps) {
  const { field, error } = useField(name, { numeric: true });
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <DecimalInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
