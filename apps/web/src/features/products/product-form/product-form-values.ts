import type { Product, ProductFormOptions } from '@app/domain/products/product.schemas';
import { decimalText } from '../decimal-text';

/** The product form's values: text as typed, choices by id or code, '' for none. */
export type ProductFormValues = {
  name: string;
  productCode: string;
  description: string;
  isService: boolean;
  measurementUnitCode: string;
  vatRateId: string;
  productCategoryId: string;
  cpvClassificationCode: string;
  euCnClassificationCode: string;
  grossWeight: string;
  netWeight: string;
  isHighFiscalRisk: boolean;
};

/** The usual base unit: a piece (UN/ECE H87). */
export const DEFAULT_UNIT_CODE = 'H87';

/**
 * A new product's values: a piece as the unit when the company has it, and the VAT rate the company
 * would use (its first standard rate; the internal non-payer rate for a company that does not pay VAT).
 */
export function emptyProductValues(options: ProductFormOptions | undefined): ProductFormValues {
  const vatPayer = options?.vatPayer ?? true;
  const rate = options?.vatRates.find(
    (candidate) =>
      candidate.internal !== vatPayer && candidate.validTo === null && (candidate.code === 'S' || !vatPayer),
  );
  const unit = options?.units.find((candidate) => candidate.code === DEFAULT_UNIT_CODE) ?? options?.units[0];
  return {
    name: '',
    productCode: '',
    description: '',
    isService: false,
    measurementUnitCode: unit?.code ?? '',
    vatRateId: rate?.id ?? '',
    productCategoryId: '',
    cpvClassificationCode: '',
    euCnClassificationCode: '',
    grossWeight: '',
    netWeight: '',
    isHighFiscalRisk: false,
  };
}

export function productToValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    productCode: product.productCode ?? '',
    description: product.description ?? '',
    isService: product.isService,
    measurementUnitCode: product.measurementUnitCode,
    vatRateId: product.vatRateId ?? '',
    productCategoryId: product.productCategoryId ?? '',
    cpvClassificationCode: product.cpvClassificationCode ?? '',
    euCnClassificationCode: product.euCnClassificationCode ?? '',
    grossWeight: decimalText(product.grossWeight),
    netWeight: decimalText(product.netWeight),
    isHighFiscalRisk: product.isHighFiscalRisk,
  };
}
