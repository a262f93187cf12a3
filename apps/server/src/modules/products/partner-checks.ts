import type { ProductSide } from '@app/domain/products/product-codes';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import type { Db } from '../../db/client';
import { productReferencesRepo } from './product-references.repo';
import { productSectionsRepo } from './product-sections.repo';

/** Partner roles that may hold a client's or a supplier's code or offer (spec 02 §5 Partner import). */
const ROLES_OF_SIDE: Record<ProductSide, readonly string[]> = {
  client: ['client', 'both'],
  supplier: ['supplier', 'both'],
};

/**
 * The rules a client's or supplier's row (code, offer) shares: its partner is the company's and
 * plays that side's role; its packaging is one of the product's.
 */
export async function checkPartnerAndPackaging(
  db: Db,
  target: { companyId: string; productId: string; side: ProductSide },
  input: { partnerId: string | null; productPackagingId: string | null },
  errors: FieldErrors,
): Promise<void> {
  if (input.partnerId) {
    const role = await productReferencesRepo.partnerRole(db, target.companyId, input.partnerId);
    if (role === null) errors.partnerId = ['exists'];
    else if (!ROLES_OF_SIDE[target.side].includes(role)) errors.partnerId = [`not-${target.side}`];
  }
  if (
    input.productPackagingId &&
    !(await productSectionsRepo.packagingOfProduct(
      db,
      target.companyId,
      target.productId,
      input.productPackagingId,
    ))
  )
    errors.productPackagingId = ['exists'];
}
