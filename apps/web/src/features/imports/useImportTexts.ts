import { parseImportCode } from '@app/domain/imports/import-error-codes';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardProblem } from './wizard-state';

/**
 * The wizard's texts of field names (a partner's `name` is its display name, a product's its name),
 * rule codes ("max:100") and whole-file problems.
 */
export function useImportTexts(entity: ImportEntity) {
  const { t } = useTranslation();
  const field = useCallback(
    (key: string) => t([`imports.fields-${entity}.${key}`, `imports.fields.${key}`], { defaultValue: key }),
    [entity, t],
  );
  const code = useCallback(
    (value: string) => {
      const { name, params } = parseImportCode(value);
      return t(`imports.codes.${name}`, params);
    },
    [t],
  );
  return useMemo(
    () => ({
      field,
      code,
      /** "Field: message" for each field of a row, in the order the rules were checked. */
      fieldErrors: (errors: FieldErrors) =>
        Object.entries(errors).map(([key, codes]) => ({
          field: key,
          text: `${field(key)}: ${codes.map(code).join(' ')}`,
        })),
      problem: (problem: WizardProblem) =>
        problem.code === 'nbCols'
          ? t('imports.general.nbCols', { n: problem.columns })
          : t(`imports.general.${problem.code}`),
    }),
    [code, field, t],
  );
}
