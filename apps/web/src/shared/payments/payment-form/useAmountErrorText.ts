import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format/useFormat';
import { useFormFieldErrorText } from '../../forms/FormFields';
import { codesOfFieldError } from '../../forms/field-errors';
import { usePaymentSide } from '../payment-side-context';

const BOUNDS = new Set(['min', 'max']);

/**
 * The text under an amount: its bounds as amounts ("At most 600,00"), the other codes through the
 * form's texts (<side>-payments.rules.* first, then the shared ones).
 */
export function useAmountErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  const { texts } = usePaymentSide();
  const format = useFormat();
  const formText = useFormFieldErrorText();
  return (error) => {
    const codes = codesOfFieldError(error);
    if (codes.length === 0) return undefined;
    return codes
      .map((code) => {
        const [name = '', arg = ''] = code.split(':');
        if (BOUNDS.has(name) && /^-?\d+(\.\d+)?$/.test(arg)) {
          return t(`${texts}.rules.amount-${name}`, { n: format.number(arg) });
        }
        return formText({ type: 'server', message: code }) ?? '';
      })
      .join(' ');
  };
}
