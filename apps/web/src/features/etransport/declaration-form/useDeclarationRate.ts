import { DEFAULT_CURRENCY } from '@app/domain/etransport/declaration.schemas';
import { isIsoDate } from '@app/domain/validators/iso-date';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fetchExchangeRate } from '../../../shared/invoicing/fetch-exchange-rate';
import { trimDecimal } from '../../../shared/invoicing/line-form-values';
import type { RateState } from '../../../shared/invoicing/useCurrencyRate';
import type { DeclarationFormValues } from './declaration-form-values';

/**
 * Fills the currency rate with the National Bank's rate for the transport date when the user
 * changes the currency or the date, as the invoice forms do for their issue date; a saved
 * declaration keeps its rate until then. A failed load leaves the field for the user to type.
 */
export function useDeclarationRate(companyId: string): RateState {
  const client = useQueryClient();
  const form = useFormContext<DeclarationFormValues>();
  const [currency, day] = useWatch({ control: form.control, name: ['currencyCode', 'deliveryDate'] });
  const [state, setState] = useState<RateState>({ status: 'idle' });
  const last = useRef({ currency, day });

  useEffect(() => {
    if (last.current.currency === currency && last.current.day === day) return;
    last.current = { currency, day };
    if (currency === DEFAULT_CURRENCY) {
      form.setValue('currencyRate', '', { shouldDirty: true });
      setState({ status: 'idle' });
      return;
    }
    if (!isIsoDate(day)) return;
    let cancelled = false;
    setState({ status: 'loading' });
    fetchExchangeRate(client, { companyId, currency, day })
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
  }, [client, companyId, form, currency, day]);

  return state;
}
