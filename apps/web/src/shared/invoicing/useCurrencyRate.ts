import type { ExchangeRate } from '@app/domain/exchange-rates/exchange-rate.schemas';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fetchExchangeRate } from './fetch-exchange-rate';
import { trimDecimal } from './line-form-values';

export type RateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; rate: ExchangeRate };

/** The form fields a rate is filled from and into. */
export type RateFields = { currency: string; day: string; rate: string };

/**
 * Fills the rate field with the National Bank's rate for the form's day when the user changes the
 * currency or the day; a saved document keeps its rate until then. A failed load leaves the field
 * for the user to type ("currency rate load failure"). Shared by the invoice and declaration forms.
 */
export function useNationalBankRate(companyId: string, fields: RateFields) {
  const client = useQueryClient();
  // The field names are the caller's: the form is read by name, whatever its value type.
  const form = useFormContext<Record<string, string>>();
  const [currency, day, rateText] = useWatch({
    control: form.control,
    name: [fields.currency, fields.day, fields.rate],
  }) as [string, string, string];
  const [state, setState] = useState<RateState>({ status: 'idle' });
  const last = useRef({ currency, day });

  useEffect(() => {
    if (last.current.currency === currency && last.current.day === day) return;
    last.current = { currency, day };
    if (currency === 'RON') {
      form.setValue(fields.rate, '', { shouldDirty: true });
      setState({ status: 'idle' });
      return;
    }
    if (!isIsoDate(day)) return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchExchangeRate(client, { companyId, currency, day })
      .then((rate) => {
        if (cancelled) return;
        form.setValue(fields.rate, trimDecimal(rate.rate), {
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
  }, [client, companyId, form, currency, day, fields.rate]);

  return { state, rateText };
}

const INVOICE_RATE_FIELDS: RateFields = { currency: 'currency', day: 'issueDate', rate: 'currencyRate' };

/** The invoice forms' rate, for the issue date (spec 02: the National Bank's rate for the issue date). */
export function useCurrencyRate(companyId: string): {
  state: RateState;
  /** Whether the rate in the field is the issue date's: null when unknown (typed or saved). */
  fromIssueDate: boolean | null;
} {
  const { state, rateText } = useNationalBankRate(companyId, INVOICE_RATE_FIELDS);
  const fromIssueDate =
    state.status === 'loaded' && trimDecimal(state.rate.rate) === rateText
      ? state.rate.fromRequestedDate
      : null;
  return { state, fromIssueDate };
}
