import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { CODE_SEPARATOR } from '../../../shared/forms/field-errors';
import { notifyApiError, notifyError } from '../../../shared/notify/notify';
import { useStockCodeText } from '../actions/useStockCodeText';
import type { StockFormValues } from './stock-form-values';
import { routeStockErrors } from './stock-server-errors';

/**
 * A refused save: each 422 code goes to its field, a line's to that line (its row turns red and its
 * modal shows the codes on the fields); codes of no field, and other failures, become a toast.
 */
export function useStockSubmitErrors<TOutput>(form: UseFormReturn<StockFormValues, unknown, TOutput>) {
  const { t } = useTranslation();
  const codeText = useStockCodeText();
  return (error: unknown) => {
    const errors = validationErrorsOf(error);
    if (errors === null) {
      notifyApiError(error);
      return;
    }
    const { fields, other } = routeStockErrors(errors, form.getValues());
    let first = true;
    for (const [name, codes] of Object.entries(fields)) {
      form.setError(
        name as Path<StockFormValues>,
        { type: 'server', message: codes.join(CODE_SEPARATOR) },
        { shouldFocus: first && !name.startsWith('lines') },
      );
      first = false;
    }
    if (other.length > 0) notifyError(other.map(codeText).join(' '));
    else notifyError(t('stock-documents.form.fix-errors'));
  };
}
