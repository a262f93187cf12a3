import { ValidationError } from '../../platform/http/errors';

/** The unique indexes of products.tables.ts and the input field each one guards. */
const GUARDED: Record<string, string> = {
  products_company_name_key: 'name',
  products_company_code_key: 'productCode',
  product_categories_company_name_key: 'name',
  product_packagings_company_code_key: 'productCode',
  product_codes_client_code_key: 'code',
  product_offers_product_partner_key: 'partnerId',
  product_translations_product_locale_key: 'locale',
  product_vat_rates_product_start_key: 'startsAt',
};

/**
 * Runs a write, turning the refusal of a unique index (a concurrent request got there between our
 * check and our insert) into the same 422 the check gives.
 */
export async function uniqueGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string };
    const field = cause?.code === '23505' && cause.constraint ? GUARDED[cause.constraint] : undefined;
    throw field ? new ValidationError({ [field]: ['unique'] }) : error;
  }
}
