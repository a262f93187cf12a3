import type { CompanyHooks } from '../companies/company-hooks';
import { productCategoriesRepo } from './product-categories.repo';
import { productReferencesRepo } from './product-references.repo';
import { productSectionsRepo } from './product-sections.repo';
import { productVatRatesRepo } from './product-vat-rates.repo';
import { productsRepo } from './products.repo';

/**
 * What products use of the other catalogues (so their owners refuse to delete a row in use, spec 02
 * §8), and what keeps a company from being deleted. Reasons are named as spec 02 §8 lists them.
 */
export function registerProductsUsage(hooks: CompanyHooks): void {
  const { usage } = hooks;
  const partnerUses = [
    ['client-offers', productSectionsRepo.offersOfPartner, 'client'],
    ['offers', productSectionsRepo.offersOfPartner, 'supplier'],
    ['client-product-codes', productSectionsRepo.codesOfPartner, 'client'],
    ['product-codes', productSectionsRepo.codesOfPartner, 'supplier'],
  ] as const;
  for (const [reason, countOf, side] of partnerUses) {
    usage.register('partner', { reason, count: (db, companyId, id) => countOf(db, companyId, id, side) });
  }
  usage.register('vat-rate', { reason: 'products', count: productVatRatesRepo.productsUsingRate });
  usage.register('measurement-unit', {
    reason: 'products',
    async count(db, companyId, id) {
      const code = await productReferencesRepo.unitCode(db, companyId, id);
      return code === null ? 0 : productSectionsRepo.usingUnit(db, companyId, code);
    },
  });

  hooks.deletionBlockers.push({ reason: 'products', count: productsRepo.countOfCompany });
  hooks.deletionBlockers.push({ reason: 'categories', count: productCategoriesRepo.countOfCompany });
}
