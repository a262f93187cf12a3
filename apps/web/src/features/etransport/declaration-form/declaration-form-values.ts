import {
  DEFAULT_CURRENCY,
  type DeclarationInput,
  type DeclarationPayload,
} from '@app/domain/etransport/declaration.schemas';
import {
  isOperationTypeCode,
  OPERATIONS_WITHOUT_REFERENCES,
  ROUTE_END_TYPES,
  type RouteEndType,
  type TransportRole,
} from '@app/domain/etransport/etransport-codes';
import { Money, round2, round4 } from '@app/domain/invoicing/totals-money';
import { formDecimal, formText } from '../../../shared/invoicing/line-form-values';

// The declaration form's values: text as typed ('' for none), codes as the selects hold them. The
// domain schema (declarationSchemaFor) turns the DeclarationInput made of them into the payload.

export type DeclarationLineValues = {
  /** The catalogue product the line was filled from ('' when typed). */
  productId: string;
  productName: string;
  /** The line's purpose (codScopOperatiune). */
  operationType: string;
  productPackagingId: string;
  referenceCode: string;
  quantity: string;
  measurementUnitCode: string;
  /** The unit price in the declaration's currency, as typed (see toDeclarationInput for lei). */
  price: string;
  productEuCnClassificationCode: string;
  netWeight: string;
  grossWeight: string;
};

export type TransportDocumentValues = { type: string; number: string; date: string; notes: string };
export type ReferenceValues = { uit: string; notes: string; referenceCode: string };

export type DeclarationFormValues = {
  transportRole: TransportRole;
  partnerId: string;
  referenceCode: string;
  currencyCode: string;
  currencyRate: string;
  deliveryDate: string;
  deliveryPartnerId: string;
  operationType: string;
  myCompanyDeliveryAddressId: string;
  partnerDeliveryAddressId: string;
  startAddressType: RouteEndType | '';
  endAddressType: RouteEndType | '';
  startAddressBorderCrossingPoint: string;
  endAddressBorderCrossingPoint: string;
  startAddressCustomsOffice: string;
  endAddressCustomsOffice: string;
  deliveryVehicleRegistrationNumber: string;
  deliveryVehicleTrailerRegistrationNumber: string;
  deliveryVehicleSecondTrailerRegistrationNumber: string;
  products: DeclarationLineValues[];
  transportDocuments: TransportDocumentValues[];
  references: ReferenceValues[];
  postFailure: boolean;
};

export function emptyLine(purpose = ''): DeclarationLineValues {
  return {
    productId: '',
    productName: '',
    operationType: purpose,
    productPackagingId: '',
    referenceCode: '',
    quantity: '',
    measurementUnitCode: '',
    price: '',
    productEuCnClassificationCode: '',
    netWeight: '',
    grossWeight: '',
  };
}

export const emptyTransportDocument = (date: string): TransportDocumentValues => ({
  type: '',
  number: '',
  date,
  notes: '',
});

export const emptyReference = (): ReferenceValues => ({ uit: '', notes: '', referenceCode: '' });

/** A new declaration of the role: in lei, for the day, with one empty line and one document. */
export function emptyDeclarationValues(role: TransportRole, today: string): DeclarationFormValues {
  return {
    transportRole: role,
    partnerId: '',
    referenceCode: '',
    currencyCode: DEFAULT_CURRENCY,
    currencyRate: '',
    deliveryDate: today,
    deliveryPartnerId: '',
    operationType: '',
    myCompanyDeliveryAddressId: '',
    partnerDeliveryAddressId: '',
    startAddressType: '',
    endAddressType: '',
    startAddressBorderCrossingPoint: '',
    endAddressBorderCrossingPoint: '',
    startAddressCustomsOffice: '',
    endAddressCustomsOffice: '',
    deliveryVehicleRegistrationNumber: '',
    deliveryVehicleTrailerRegistrationNumber: '',
    deliveryVehicleSecondTrailerRegistrationNumber: '',
    products: [emptyLine()],
    transportDocuments: [emptyTransportDocument(today)],
    references: [],
    postFailure: false,
  };
}

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
const isDecimal = (text: string) => PLAIN_DECIMAL.test(text.trim());
const isForeign = (currency: string) => currency.trim().toUpperCase() !== DEFAULT_CURRENCY;

/** A foreign unit price in lei at the rate, with the price's 4 decimals (half up). */
export function priceInLei(price: string, rate: string): string {
  return round4(new Money(price).times(rate)).toFixed();
}

/**
 * Spec 03 §7: for a non-default currency the typed price travels as `priceInCurrency` and `price`
 * carries its value in lei (what ANAF's value is made of). Until the rate is a number the typed
 * price stays in `price` too, so its own errors still show and the rate says what is missing.
 */
function linePrices(price: string, currency: string, rate: string) {
  if (!isForeign(currency)) return { price, priceInCurrency: null };
  if (isDecimal(price) && isDecimal(rate) && new Money(rate).gt(0))
    return { price: priceInLei(price, rate), priceInCurrency: price };
  return { price, priceInCurrency: price };
}

/** Quantity times a unit value, 2 decimals; null when either is not a number yet. */
export function lineTotal(quantity: string, unit: string): string | null {
  if (!isDecimal(quantity) || !isDecimal(unit)) return null;
  return round2(new Money(quantity).times(unit)).toFixed(2);
}

/** Whether the operation lets the declaration name earlier declarations (BR-025). */
export const referencesAllowed = (operation: string): boolean => {
  const code = Number(operation);
  return !(isOperationTypeCode(code) && OPERATIONS_WITHOUT_REFERENCES.includes(code));
};

const routeEndType = (type: RouteEndType | '') => (type === '' ? undefined : type);

/** The request the form's values make (the schema checks and normalises it). */
export function toDeclarationInput(values: DeclarationFormValues): DeclarationInput {
  const foreign = isForeign(values.currencyCode);
  return {
    transportRole: values.transportRole,
    partnerId: values.partnerId,
    referenceCode: values.referenceCode,
    currencyCode: values.currencyCode,
    // The rate is sent only with another currency than the default one (spec 03 §7).
    currencyRate: foreign ? values.currencyRate : null,
    deliveryDate: values.deliveryDate,
    deliveryPartnerId: values.deliveryPartnerId,
    operationType: values.operationType,
    myCompanyDeliveryAddressId: values.myCompanyDeliveryAddressId,
    partnerDeliveryAddressId: values.partnerDeliveryAddressId,
    startAddressType: routeEndType(values.startAddressType) as RouteEndType,
    endAddressType: routeEndType(values.endAddressType) as RouteEndType,
    startAddressBorderCrossingPoint: values.startAddressBorderCrossingPoint,
    endAddressBorderCrossingPoint: values.endAddressBorderCrossingPoint,
    startAddressCustomsOffice: values.startAddressCustomsOffice,
    endAddressCustomsOffice: values.endAddressCustomsOffice,
    deliveryVehicleRegistrationNumber: values.deliveryVehicleRegistrationNumber,
    deliveryVehicleTrailerRegistrationNumber: values.deliveryVehicleTrailerRegistrationNumber,
    deliveryVehicleSecondTrailerRegistrationNumber: values.deliveryVehicleSecondTrailerRegistrationNumber,
    products: values.products.map((line) => ({
      productId: line.productId || null,
      productName: line.productName,
      operationType: line.operationType,
      productPackagingId: line.productPackagingId || null,
      referenceCode: line.referenceCode,
      quantity: line.quantity,
      measurementUnitCode: line.measurementUnitCode,
      ...linePrices(line.price, values.currencyCode, values.currencyRate),
      productEuCnClassificationCode: line.productEuCnClassificationCode,
      netWeight: line.netWeight,
      grossWeight: line.grossWeight,
      // Shown totals; blank without a price or a net weight (the schema computes them again).
      netTotal: lineTotal(line.quantity, line.price),
      netWeightTotal: lineTotal(line.quantity, line.netWeight),
      grossWeightTotal: lineTotal(line.quantity, line.grossWeight),
    })),
    transportDocuments: values.transportDocuments.map((document) => ({ ...document })),
    // Hidden for operations that refuse them (BR-025): what was typed before is not sent.
    references: referencesAllowed(values.operationType)
      ? values.references.map((reference) => ({ ...reference }))
      : [],
    postFailure: values.postFailure,
  };
}

type StoredLine = DeclarationPayload['products'][number];

/** A stored line's typed price: the one in the currency (the payload keeps lei in `price`). */
function storedPrice(line: StoredLine, foreign: boolean, rate: string | null): string {
  if (!foreign) return formDecimal(line.price);
  if (line.priceInCurrency) return formDecimal(line.priceInCurrency);
  if (line.price && rate && new Money(rate).gt(0)) return round4(new Money(line.price).div(rate)).toFixed();
  return formDecimal(line.price);
}

const isRouteEndType = (value: unknown): value is RouteEndType =>
  (ROUTE_END_TYPES as readonly unknown[]).includes(value);

/** A stored declaration (detail.declaration) as the form edits it. */
export function declarationToValues(stored: DeclarationPayload): DeclarationFormValues {
  const foreign = isForeign(stored.currencyCode);
  const rate = stored.currencyRate ?? null;
  const code = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    transportRole: stored.transportRole,
    partnerId: stored.partnerId,
    referenceCode: formText(stored.referenceCode),
    currencyCode: stored.currencyCode,
    currencyRate: foreign ? formDecimal(rate) : '',
    deliveryDate: stored.deliveryDate,
    deliveryPartnerId: stored.deliveryPartnerId,
    operationType: code(stored.operationType),
    myCompanyDeliveryAddressId: formText(stored.myCompanyDeliveryAddressId),
    partnerDeliveryAddressId: formText(stored.partnerDeliveryAddressId),
    startAddressType: isRouteEndType(stored.startAddressType) ? stored.startAddressType : '',
    endAddressType: isRouteEndType(stored.endAddressType) ? stored.endAddressType : '',
    startAddressBorderCrossingPoint: code(stored.startAddressBorderCrossingPoint),
    endAddressBorderCrossingPoint: code(stored.endAddressBorderCrossingPoint),
    startAddressCustomsOffice: code(stored.startAddressCustomsOffice),
    endAddressCustomsOffice: code(stored.endAddressCustomsOffice),
    deliveryVehicleRegistrationNumber: stored.deliveryVehicleRegistrationNumber,
    deliveryVehicleTrailerRegistrationNumber: formText(stored.deliveryVehicleTrailerRegistrationNumber),
    deliveryVehicleSecondTrailerRegistrationNumber: formText(
      stored.deliveryVehicleSecondTrailerRegistrationNumber,
    ),
    products: stored.products.map((line) => ({
      productId: formText(line.productId),
      productName: line.productName,
      operationType: code(line.operationType),
      productPackagingId: formText(line.productPackagingId),
      referenceCode: formText(line.referenceCode),
      quantity: formDecimal(line.quantity),
      measurementUnitCode: line.measurementUnitCode,
      price: storedPrice(line, foreign, rate),
      productEuCnClassificationCode: formText(line.productEuCnClassificationCode),
      netWeight: formDecimal(line.netWeight),
      grossWeight: formDecimal(line.grossWeight),
    })),
    transportDocuments: stored.transportDocuments.map((document) => ({
      type: code(document.type),
      number: document.number,
      date: document.date,
      notes: formText(document.notes),
    })),
    references: (stored.references ?? []).map((reference) => ({
      uit: reference.uit,
      notes: formText(reference.notes),
      referenceCode: formText(reference.referenceCode),
    })),
    postFailure: stored.postFailure,
  };
}
