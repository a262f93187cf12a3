import type { ExchangeRate } from '@app/domain/exchange-rates/exchange-rate.schemas';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fetchExchangeRate } from './fetch-exchange-rate';
import { type InvoiceLinesFormValues, trimDecimal } from './line-form-values';

export type RateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; rate: ExchangeRate };

/**
 * Fills the currency rate when the user changes the currency or the issue date (spec 02: the
 * National Bank's rate for the issue date). A saved document keeps its rate until then. A failed
 * load leaves the field for the user to type ("currency rate load failure").
 */
export function useCurrencyRate(companyId: string): {
  state: RateState;
  /** Whether the rate in the field is the issue date's: null when unknown (typed or saved). */
  fromIssueDate: boolean | null;
} {
  const client = useQueryClient();
  const form = useFormContext<InvoiceLinesFormValues>();
  const [currency, issueDate, currencyRate] = useWatch({
    control: form.control,
    name: ['currency', 'issueDate', 'currencyRate'],
  });
  const [state, setState] = useState<RateState>({ status: 'idle' });
  const last = useRef({ currency, issueDate });

  useEffect(() => {
    if (last.current.currency === currency && last.current.issueDate === issueDate) return;
    last.current = { currency, issueDate };
    if (currency === 'RON') {
      form.setValue('currencyRate', '', { shouldDirty: true });
      setState({ status: 'idle' });
      return;
    }
    if (!isIsoDate(issueDate)) return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchExchangeRate(client, { companyId, currency, day: issueDate })
      .then((rate) => {
        if (cancelled) return;
        form.setValue('currencyRate', trimDecimal(rate.rate), {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        });
        setState({ status: 'loaded', rate });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [client, companyId, form, currency, issueDate]);

  const fromIssueDate =
    state.status === 'loaded' && trimDecimal(state.rate.rate) === currencyRate
      ? state.rate.fromRequestedDate
      : null;
  return { state, fromIssueDate };
}
