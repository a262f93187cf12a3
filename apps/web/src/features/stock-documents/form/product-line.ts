import type { Product } from '@app/domain/products/product.schemas';
import { STANDARD_CODE_TYPE } from '@app/domain/products/product-codes';
import type { ProductPackaging } from '@app/domain/products/product-sections.schemas';
import {
  bestOffer,
  type CodeFacts,
  type OfferFacts,
  standardCodeOf,
  trimDecimal,
} from '../../../shared/invoicing/line-form-values';
import type { StockLineFormValues } from './stock-form-values';

/** What the catalogue gives a stock line once its product is picked. */
export type ProductExtras = {
  /** The supplier's offers (goods receipt notes) or the clients' (despatch advices); none on receipts. */
  offers: OfferFacts[];
  /** The product's codes as the document's partner knows it. */
  codes: CodeFacts[];
  partnerId: string;
  currency: string;
};

/**
 * A line filled from a catalogue product: its name, unit and VAT rate, the partner's offer price
 * in the document's currency, the supplier's own code for it and its standard code (GTIN...). The
 * packaging is the product's own choice: it is cleared, as another product's packaging means nothing.
 */
export function lineFromProduct(
  current: StockLineFormValues,
  product: Pick<Product, 'id' | 'name' | 'measurementUnitCode' | 'vatRateId'>,
  extras: ProductExtras,
): StockLineFormValues {
  const offer = bestOffer(extras.offers, extras.partnerId, extras.currency);
  const sameCurrency = offer !== null && offer.currencyCode === extras.currency;
  const standard = standardCodeOf(extras.codes, extras.partnerId);
  // The supplier's own code for the product: its "partner product code" before any other of its codes.
  const own = extras.codes.filter(
    (code) => code.partnerId === extras.partnerId && code.type !== STANDARD_CODE_TYPE,
  );
  const supplierCode = own.find((code) => code.type === 'partner-product-code') ?? own[0];
  return {
    ...current,
    productId: product.id,
    name: product.name,
    unitCode: product.measurementUnitCode,
    vatRateId: (sameCurrency ? offer.vatRateId : null) ?? product.vatRateId ?? current.vatRateId,
    price: sameCurrency ? trimDecimal(offer.price) : current.price,
    packagingId: '',
    packagingRatio: '',
    packagingQuantity: '',
    supplierProductCode: supplierCode?.code ?? current.supplierProductCode,
    standardCode: standard?.code ?? current.standardCode,
    standardCodeScheme: standard?.scheme ?? current.standardCodeScheme,
  };
}

/** "BAX · 12": how a packaging reads in the line's chooser, with the unit's symbol. */
export const packagingOptionLabel = (packaging: ProductPackaging, symbol: (code: string) => string) =>
  [packaging.productCode, `${Number(packaging.ratio)} ${symbol(packaging.measurementUnitCode)}`]
    .filter(Boolean)
    .join(' · ');
