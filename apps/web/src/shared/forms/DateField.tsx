import type { ReactNode } from 'react';
import { CalendarDateInput } from './CalendarDateInput';
import { useField } from './FormFields';

interface DateFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  description?: ReactNode;
  'data-testid'?: string;
}

/** The date field of every form: the language's date format on screen, ISO in the form's value. */
export function DateField({ name, ...props }: DateFieldProps) {
  const { field, error } = useField(name);
  return (
    <CalendarDateInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value as string | null | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
