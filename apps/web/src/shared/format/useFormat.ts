import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '../session/identity.queries';
import {
  type DateInput,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatTime,
  formatTimeAgo,
  type NumberOptions,
} from './format';

/** The format functions bound to the interface language and the user's time zone. */
export function useFormat() {
  const { i18n } = useTranslation();
  const timeZone = useIdentity()?.timezone;
  const locale = i18n.language;
  return useMemo(
    () => ({
      date: (value: DateInput | null | undefined) => formatDate(value, timeZone, locale),
      dateTime: (value: DateInput | null | undefined) => formatDateTime(value, timeZone, locale),
      time: (value: DateInput | null | undefined, twelveHour = false) =>
        formatTime(value, timeZone, { twelveHour }),
      number: (value: number | string | null | undefined, options?: NumberOptions) =>
        formatNumber(value, locale, options),
      money: (value: number | string | null | undefined, currency: string, options?: NumberOptions) =>
        formatMoney(value, currency, locale, options),
      timeAgo: (value: DateInput, now?: Date) => formatTimeAgo(value, locale, now),
    }),
    [locale, timeZone],
  );
}
