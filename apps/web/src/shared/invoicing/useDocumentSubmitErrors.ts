import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../api/api-error';
import { CODE_SEPARATOR } from '../forms/field-errors';
import { useRuleCodeText } from '../forms/useFieldErrorText';
import { notifyApiError, notifyError } from '../notify/notify';
import { eInvoiceRuleText, isEInvoiceRuleId } from './einvoice-rule-text';
import type { InvoiceLinesFormValues } from './line-form-values';
import { documentRuleCode } from './rule-codes';
import { routeServerErrors } from './server-errors';

/**
 * A refused save: each 422 code goes to its field, a line's to that line (its row turns red and its
 * modal shows the codes on the fields); codes of no field, and other failures, become a toast.
 */
export function useDocumentSubmitErrors<TValues extends Pick<InvoiceLinesFormValues, 'lines'>, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
): (error: unknown) => void {
  const { t, i18n } = useTranslation();
  const codeText = useRuleCodeText();
  return (error) => {
    const errors = validationErrorsOf(error);
    if (errors === null) {
      notifyApiError(error);
      return;
    }
    const { fields, other } = routeServerErrors(errors, form.getValues());
    let first = true;
    for (const [name, codes] of Object.entries(fields)) {
      form.setError(
        name as Path<TValues>,
        { type: 'server', message: codes.map(documentRuleCode).join(CODE_SEPARATOR) },
        { shouldFocus: first && !name.startsWith('lines') },
      );
      first = false;
    }
    if (other.length > 0) {
      notifyError(
        other
          .map((code) =>
            isEInvoiceRuleId(code)
              ? eInvoiceRuleText(code, i18n.language)
              : i18n.exists(`client-invoices.rules.${code.split(':')[0]}`)
                ? t(`client-invoices.rules.${code.split(':')[0]}`, { n: code.split(':')[1] ?? '' })
                : codeText(code),
          )
          .join(' '),
      );
    } else if (Object.keys(fields).length > 0) {
      notifyError(t('client-invoices.form.fix-errors'));
    } else {
      const message = (error as { body?: { message?: unknown } }).body?.message;
      notifyError(typeof message === 'string' && i18n.exists(message) ? t(message) : t('errors.generic'));
    }
  };
}
