import type { ProductPackaging } from '@app/domain/products/product-sections.schemas';
import { todayIn } from '@app/domain/products/product-vat-lines';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/forms/FormFields';
import { useUnitSymbols } from '../../../shared/units/useUnitSymbols';
import { descendantsAndSelf } from '../category-tree';
import { collectionApi, productSectionPath } from '../products.api';
import { productKeys, useCategoryChoices, useFormOptions } from '../products.queries';
import { vatRateLabel } from '../vat-rate-label';

// Choosers of the catalogue rows a product or its sections point at, bound to the form by name.

interface ChooserProps {
  name: string;
  label: ReactNode;
  companyId: string;
  required?: boolean;
  description?: ReactNode;
  disabled?: boolean;
  'data-testid'?: string;
}

/** A measurement unit of the company, by code ("H87 — Bucată"). */
export function UnitField({ companyId, ...props }: ChooserProps) {
  const options = useFormOptions(companyId);
  const data = (options.data?.units ?? []).map((unit) => ({
    value: unit.code,
    label: `${unit.code} — ${unit.name} (${unit.symbol})`,
  }));
  return <SelectField {...props} data={data} searchable />;
}

/** The translated name of a VAT code ("O" -> "Not subject to VAT"). */
export function useVatCodeName(): (code: string) => string {
  const { t } = useTranslation();
  return (code) => t(`products.vat-codes.${code}`, { defaultValue: code });
}

/**
 * A VAT rate of the company. The internal non-payer rate is offered only to a company that does not
 * pay VAT, which has no other choice (the field is then locked); `anyRate` offers every rate (a
 * product's past VAT rates may be any).
 */
export function VatRateField({
  companyId,
  clearable,
  anyRate = false,
  ...props
}: ChooserProps & { clearable?: boolean; anyRate?: boolean }) {
  const options = useFormOptions(companyId);
  const codeName = useVatCodeName();
  const vatPayer = options.data?.vatPayer ?? true;
  const today = todayIn();
  // Historic rates (19% until 2025-07-31) only for the product's past VAT rates.
  const data = (options.data?.vatRates ?? [])
    .filter(
      (rate) => anyRate || (rate.internal !== vatPayer && (rate.validTo === null || rate.validTo >= today)),
    )
    .map((rate) => ({ value: rate.id, label: vatRateLabel(rate, codeName) }));
  const locked = !anyRate && !vatPayer;
  return <SelectField {...props} data={data} clearable={clearable} disabled={props.disabled || locked} />;
}

/** A category, shown with its path; `excluded` leaves out a category and its descendants (a parent chooser). */
export function CategoryField({ companyId, excluded, ...props }: ChooserProps & { excluded?: string }) {
  const { t } = useTranslation();
  const categories = useCategoryChoices(companyId);
  const all = categories.data ?? [];
  const hidden = excluded ? descendantsAndSelf(all, excluded) : new Set<string>();
  const data = all.filter((c) => !hidden.has(c.id)).map((c) => ({ value: c.id, label: c.path }));
  return (
    <SelectField
      {...props}
      data={data}
      searchable
      clearable
      placeholder={t('products.choosers.no-category')}
      nothingFoundMessage={t('products.choosers.nothing-found')}
    />
  );
}

const packagingApi = collectionApi<ProductPackaging, never>(productSectionPath('packaging'));

/** "BAX-12 · 12 buc": how a packaging reads in choosers and lists, with the company's unit symbol. */
export const packagingLabel = (packaging: ProductPackaging, symbol: (code: string) => string) =>
  [packaging.productCode, `${Number(packaging.ratio)} ${symbol(packaging.measurementUnitCode)}`]
    .filter(Boolean)
    .join(' · ');

/** One of the product's packagings, or none. */
export function PackagingField({ companyId, productId, ...props }: ChooserProps & { productId: string }) {
  const { t } = useTranslation();
  const packagings = useQuery({
    queryKey: [...productKeys.section(companyId, productId, 'packaging'), 'choices'],
    queryFn: ({ signal }) => packagingApi.list(companyId, productId, { page: 1, perPage: 100 }, signal),
  });
  const symbol = useUnitSymbols(companyId);
  const data = (packagings.data?.items ?? []).map((p) => ({ value: p.id, label: packagingLabel(p, symbol) }));
  return <SelectField {...props} data={data} clearable placeholder={t('products.choosers.no-packaging')} />;
}
