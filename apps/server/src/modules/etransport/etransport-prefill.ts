import { ROMANIA } from '@app/domain/addresses/countries';
import { DEFAULT_CURRENCY } from '@app/domain/etransport/declaration.schemas';
import {
  ETRANSPORT_EU_COUNTRIES,
  etransportCountryCode,
  type OperationTypeCode,
  PURPOSES_BY_OPERATION,
  routeEndTypesFor,
  type TransportDocumentTypeCode,
} from '@app/domain/etransport/etransport-codes';
import { Money, round4 } from '@app/domain/invoicing/totals-money';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/http/errors';
import { etransportPartiesRepo as parties } from './etransport-parties.repo';
import {
  type SourceDocument,
  type SourceLine,
  etransportSourcesRepo as sources,
} from './etransport-sources.repo';

export const PREFILL_SOURCES = ['goods-despatch-advice', 'client-invoice'] as const;
export type PrefillSource = (typeof PREFILL_SOURCES)[number];

/** A sale goes national, intra-EU or out of the EU by the client's country. */
function saleOperation(countryCode: string | undefined): OperationTypeCode {
  const country = etransportCountryCode(countryCode ?? ROMANIA);
  if (country === ROMANIA) return 30;
  return ETRANSPORT_EU_COUNTRIES.includes(country) ? 20 : 50;
}

const unitPrice = (line: SourceLine, rate: string) => {
  if (line.net === null || new Money(line.quantity).isZero()) return { inCurrency: null, inLei: null };
  const inCurrency = round4(new Money(line.net).div(line.quantity).abs());
  return { inCurrency: inCurrency.toFixed(), inLei: round4(inCurrency.times(rate)).toFixed() };
};
/** Quantities and weights as e-Transport takes them: at most 2 decimals, above zero. */
const twoDecimals = (value: string | null) => {
  if (!value) return null;
  const rounded = new Money(value).abs().toDecimalPlaces(2);
  return rounded.gt(0) ? rounded.toString() : null;
};
const ncDigits = (code: string | null) => code?.replace(/\D/g, '') || null;

/**
 * A sales declaration filled from a client invoice or a goods despatch advice (spec 03 §2
 * /create/goods-despatch-advice, spec 02 §2 "generate e-transport"): the client, the addresses,
 * the goods with their quantities, units, values, NC codes and weights from the catalogue, and the
 * document as transport document; the vehicle and the date are left to the user. The answer has the
 * shape of a stored declaration (DeclarationPayload), not yet checked.
 */
export async function prefillDeclaration(
  db: Db,
  companyId: string,
  source: PrefillSource,
  documentId: string,
) {
  const document: SourceDocument | null =
    source === 'client-invoice'
      ? await sources.clientInvoice(db, companyId, documentId)
      : await sources.despatchAdvice(db, companyId, documentId);
  if (!document) throw notFound();
  const partner = document.partnerId ? await parties.partner(db, companyId, document.partnerId) : null;
  const operationType = saleOperation(partner?.countryCode);
  const [startAddressType] = routeEndTypesFor(operationType, 'start');
  const [endAddressType] = routeEndTypesFor(operationType, 'end');
  const foreign = document.currency !== DEFAULT_CURRENCY;
  const rate = foreign ? (document.currencyRate ?? '1') : '1';
  const packagings = await sources.packagingWeights(
    db,
    document.lines.flatMap((line) => (line.packagingId ? [line.packagingId] : [])),
  );
  const purpose = (PURPOSES_BY_OPERATION[operationType] ?? [])[0] ?? null;
  const documentType: TransportDocumentTypeCode = source === 'client-invoice' ? 20 : 30;
  return {
    transportRole: 'client' as const,
    partnerId: document.partnerId ?? '',
    referenceCode: null,
    currencyCode: document.currency,
    currencyRate: foreign ? document.currencyRate : null,
    deliveryDate: todayInRomania(),
    deliveryPartnerId: '',
    operationType,
    myCompanyDeliveryAddressId: startAddressType === 'location' ? companyId : null,
    partnerDeliveryAddressId:
      endAddressType === 'location' && document.partnerId
        ? (document.deliveryAddressId ?? document.partnerId)
        : null,
    startAddressType: startAddressType ?? 'location',
    endAddressType: endAddressType ?? 'location',
    startAddressBorderCrossingPoint: null,
    endAddressBorderCrossingPoint: null,
    startAddressCustomsOffice: null,
    endAddressCustomsOffice: null,
    deliveryVehicleRegistrationNumber: '',
    deliveryVehicleTrailerRegistrationNumber: null,
    deliveryVehicleSecondTrailerRegistrationNumber: null,
    products: document.lines.map((line) => {
      const packaging = line.packagingId ? packagings.get(line.packagingId) : undefined;
      const price = unitPrice(line, rate);
      return {
        productId: line.productId,
        productName: line.name,
        operationType: purpose,
        productPackagingId: line.packagingId,
        referenceCode: null,
        quantity: twoDecimals(line.quantity) ?? '',
        measurementUnitCode: line.unitCode,
        price: price.inLei,
        priceInCurrency: foreign ? price.inCurrency : null,
        productEuCnClassificationCode: ncDigits(line.ncCode),
        netWeight: twoDecimals(packaging?.netWeight ?? line.netWeight),
        grossWeight: twoDecimals(packaging?.grossWeight ?? line.grossWeight),
      };
    }),
    transportDocuments: [
      { type: documentType, number: document.seriesNumber ?? '', date: document.issueDate, notes: null },
    ],
    references: [],
    postFailure: false,
  };
}
