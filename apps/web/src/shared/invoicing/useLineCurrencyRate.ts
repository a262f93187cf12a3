import { crossRate } from '@app/domain/invoicing/line-currency';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { fetchExchangeRate } from './fetch-exchange-rate';
import type { LineFormValues } from './line-form-values';

export interface LineRateContext {
  companyId: string;
  documentCurrency: string;
  /** The document's RON rate as typed or loaded ('' when none yet). */
  documentRate: string;
  issueDate: string;
}

/**
 * Fills a line's currency rate when its price currency becomes another than the invoice's (a picked
 * product's offer, or the currency chosen): invoice-currency units for one unit of the line's
 * currency, through the National Bank's RON rates of the issue date (RON -> EUR = 1 / EUR rate),
 * with the document's own rate for its currency. A rate already typed is left alone; a failed load
 * leaves the field empty for the user, and the line cannot be saved without it.
 */
export function useLineCurrencyRate(
  form: UseFormReturn<LineFormValues, unknown, unknown>,
  context: LineRateContext,
) {
  const client = useQueryClient();
  const currency = useWatch({ control: form.control, name: 'currency' });
  const last = useRef(currency);
  const { companyId, documentCurrency, documentRate, issueDate } = context;

  useEffect(() => {
    if (last.current === currency) return;
    last.current = currency;
    if (!currency || currency === documentCurrency) {
      form.setValue('currencyRate', '');
      return;
    }
    if (form.getValues('currencyRate').trim() !== '' || !isIsoDate(issueDate)) return;
    let cancelled = false;
    const ronRate = (code: string): Promise<string | null> =>
      code === 'RON'
        ? Promise.resolve('1')
        : fetchExchangeRate(client, { companyId, currency: code, day: issueDate })
            .then((rate) => rate.rate)
            .catch(() => null);
    const documentRon =
      documentCurrency !== 'RON' && documentRate.trim() !== ''
        ? Promise.resolve(documentRate.trim())
        : ronRate(documentCurrency);
    void Promise.all([ronRate(currency), documentRon]).then(([lineRon, docRon]) => {
      const rate = crossRate(lineRon, docRon);
      if (cancelled || rate === null || form.getValues('currencyRate').trim() !== '') return;
      form.setValue('currencyRate', rate, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    });
    return () => {
      cancelled = true;
    };
  }, [client, companyId, form, currency, documentCurrency, documentRate, issueDate]);
}
