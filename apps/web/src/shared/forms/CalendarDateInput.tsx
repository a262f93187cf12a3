import { datePattern, parseCalendarDate } from '@app/domain/format/calendar-date';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

export type CalendarDateInputProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser'
> & {
  /** ISO "yyyy-mm-dd", or "" for no date. */
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/**
 * A calendar date picker that shows and reads the language's one date format (dd.mm.yyyy in
 * Romanian, dd/mm/yyyy in English, like lists and printed documents), whatever the browser's own
 * locale, and hands on ISO "yyyy-mm-dd" ("" when cleared). Typed dates are read day first, or ISO.
 */
export const CalendarDateInput = forwardRef<HTMLInputElement, CalendarDateInputProps>(
  function CalendarDateInput({ value, onChange, ...props }, ref) {
    const { t, i18n } = useTranslation();
    const pattern = datePattern(i18n.language);
    return (
      <DateInput
        clearable={!props.required}
        placeholder={t('common.date-placeholder')}
        {...props}
        ref={ref}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        valueFormat={pattern}
        dateParser={(text) => parseCalendarDate(text)}
      />
    );
  },
);
