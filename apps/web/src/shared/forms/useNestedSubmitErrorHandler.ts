import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../api/api-error';
import { notifyApiError, notifyError } from '../notify/notify';
import { CODE_SEPARATOR, splitServerErrors } from './field-errors';
import { fieldPaths } from './field-paths';
import { useRuleCodeText } from './useFieldErrorText';

/**
 * Like the shared useSubmitErrorHandler, but nested fields count too: a 422 naming "address.city"
 * puts its codes under the city input instead of in a toast. A 422 with a translated message and no
 * field of the form (e.g. "companies.errors.lookup-unavailable") shows that message.
 */
export function useNestedSubmitErrorHandler<T extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<T, TContext, TOutput>,
): (error: unknown) => void {
  const { t, i18n } = useTranslation();
  const translateCode = useRuleCodeText();
  return (error) => {
    const errors = validationErrorsOf(error);
    if (errors === null) {
      notifyApiError(error);
      return;
    }
    const { fields, other } = splitServerErrors(errors, fieldPaths(form.getValues()));
    let first = true;
    for (const [field, codes] of Object.entries(fields)) {
      form.setError(
        field as Path<T>,
        { type: 'server', message: codes.join(CODE_SEPARATOR) },
        { shouldFocus: first },
      );
      first = false;
    }
    if (other.length > 0) {
      notifyError(other.map(translateCode).join(' '));
    } else if (Object.keys(fields).length === 0) {
      const message = (error as { body?: { message?: unknown } }).body?.message;
      notifyError(typeof message === 'string' && i18n.exists(message) ? t(message) : t('errors.generic'));
    }
  };
}
