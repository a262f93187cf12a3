import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../api/api-error';
import { notifyApiError, notifyError } from '../notify/notify';
import { CODE_SEPARATOR, splitServerErrors } from './field-errors';
import { useRuleCodeText } from './useFieldErrorText';

/**
 * Handles a failed submit: a 422 puts each field's rule codes next to the field (the rest become a
 * toast); any other failure becomes the matching toast (throttled, network, generic).
 */
export function useSubmitErrorHandler<T extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<T, TContext, TOutput>,
): (error: unknown) => void {
  const { t } = useTranslation();
  const translateCode = useRuleCodeText();
  return (error) => {
    const errors = validationErrorsOf(error);
    if (errors === null) {
      notifyApiError(error);
      return;
    }
    const { fields, other } = splitServerErrors(errors, Object.keys(form.getValues()));
    let first = true;
    for (const [field, codes] of Object.entries(fields)) {
      form.setError(
        field as Path<T>,
        { type: 'server', message: codes.join(CODE_SEPARATOR) },
        { shouldFocus: first },
      );
      first = false;
    }
    if (other.length > 0) notifyError(other.map(translateCode).join(' '));
    else if (Object.keys(fields).length === 0) notifyError(t('errors.generic'));
  };
}
