import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import {
  type DeclarationFormValues,
  declarationToValues,
  emptyDeclarationValues,
} from './declaration-form-values';

export type DeclarationFormMode =
  | 'create-client'
  | 'create-supplier'
  | 'edit'
  | 'duplicate'
  | 'add-correction';

/**
 * The values a page of the mode starts from: an empty declaration of the role, or the stored one.
 * A duplicate or a correction is declared anew, so a transport date already past becomes today
 * (a past date is refused unless declared after an outage, which the copy keeps).
 */
export function formValuesFor(
  mode: DeclarationFormMode,
  stored: DeclarationPayload | null,
  today: string,
): DeclarationFormValues {
  if (mode === 'create-supplier') return emptyDeclarationValues('supplier', today);
  if (mode === 'create-client' || stored === null) return emptyDeclarationValues('client', today);
  const values = declarationToValues(stored);
  if (mode === 'edit' || values.postFailure || values.deliveryDate >= today) return values;
  return { ...values, deliveryDate: today };
}
