import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/useFormat';
import { useFormFieldErrorText } from '../forms/FormFields';
import { codesOfFieldError } from '../forms/field-errors';
import { eInvoiceRuleText, isEInvoiceRuleId } from './einvoice-rule-text';

/** Codes whose shared texts speak of characters: a number field says "at least 0", not "0 characters". */
const NUMBER_BOUNDS = new Set(['min', 'max', 'gt', 'lt']);

/**
 * Turns rule codes into the texts shown under a field. `number` words the bounds of an amount or a
 * quantity as values (formatted for the language); other codes go through the form's texts (this
 * feature's client-invoices.rules.* first, then the shared ones). An e-Factura rule id (a refused
 * publication) shows with its message in the user's language: "BR-RO-L301 · ...".
 */
export function useErrorText(): (
  error: FieldError | string[] | undefined,
  number?: boolean,
) => string | undefined {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const formText = useFormFieldErrorText();
  return (error, number = false) => {
    const codes = Array.isArray(error) ? error : codesOfFieldError(error);
    if (codes.length === 0) return undefined;
    return codes
      .map((code) => {
        if (isEInvoiceRuleId(code)) return eInvoiceRuleText(code, i18n.language);
        const [name = '', arg = ''] = code.split(':');
        if (number && NUMBER_BOUNDS.has(name) && /^-?\d+(\.\d+)?$/.test(arg)) {
          return t(`client-invoices.rules.number-${name}`, {
            n: format.number(arg, { decimals: 4, trimZeros: true }),
          });
        }
        return formText({ type: 'server', message: code }) ?? '';
      })
      .join(' ');
  };
}
