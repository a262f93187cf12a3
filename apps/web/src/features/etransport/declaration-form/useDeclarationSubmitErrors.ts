import type { Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { CODE_SEPARATOR } from '../../../shared/forms/field-errors';
import { useRuleCodeText } from '../../../shared/forms/useFieldErrorText';
import { notifyApiError, notifyError } from '../../../shared/notify/notify';
import { routeDeclarationErrors } from './declaration-error-paths';
import type { DeclarationFormValues } from './declaration-form-values';

/**
 * A refused save: each 422 code goes next to its field (a line's on that line); the codes of no
 * field (a draft correction already exists, the SPV connection is inactive...) and other failures
 * become a toast.
 */
export function useDeclarationSubmitErrors<TOutput>(
  form: UseFormReturn<DeclarationFormValues, unknown, TOutput>,
): (error: unknown) => void {
  const { t } = useTranslation();
  const ruleText = useRuleCodeText();
  return (error) => {
    const errors = validationErrorsOf(error);
    if (errors === null) {
      notifyApiError(error);
      return;
    }
    const { fields, other } = routeDeclarationErrors(errors, form.getValues());
    let first = true;
    for (const [name, codes] of Object.entries(fields)) {
      form.setError(
        name as Path<DeclarationFormValues>,
        { type: 'server', message: codes.join(CODE_SEPARATOR) },
        { shouldFocus: first && !name.startsWith('products') },
      );
      first = false;
    }
    notifyError(other.length > 0 ? other.map(ruleText).join(' ') : t('etransport.form.messages.fix-errors'));
  };
}
