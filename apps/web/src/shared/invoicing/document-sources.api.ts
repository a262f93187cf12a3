import type { DocumentSeries } from '@app/domain/document-series/document-series.schemas';
import type { ExchangeRate } from '@app/domain/exchange-rates/exchange-rate.schemas';
import type { ListingQueryInput, ListingResult } from '@app/domain/listing/listing.schemas';
import type { MeasurementUnit } from '@app/domain/measurement-units/measurement-unit.schemas';
import type { Partner } from '@app/domain/partners/partner.schemas';
import type { Product } from '@app/domain/products/product.schemas';
import type { ProductCode, ProductOffer } from '@app/domain/products/product-sections.schemas';
import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import { apiRequest } from '../api/api-client';
import { listingSearchParams } from '../list/list-state';
import type { PartnerSide } from './partner-side';

// The rows an invoice form chooses from, read from the other features' APIs (never their code).

const companyPath = (companyId: string) => `/v1/my-companies/${encodeURIComponent(companyId)}`;
const list = <T>(path: string, query: ListingQueryInput, signal?: AbortSignal) =>
  apiRequest<ListingResult<T>>(`${path}?${listingSearchParams(query)}`, { signal });
const ALL = { page: 1, perPage: 100 } as const;

export type PartnerAddress = { id: string; name: string | null; address: Partner['address'] };
export type PartnerContact = {
  id: string;
  title: string | null;
  firstName: string;
  lastName: string | null;
  email: string | null;
};
export type CompanyBankAccount = {
  id: string;
  bankName: string;
  currency: string;
  iban: string;
  name: string | null;
};

export const sourcesApi = {
  /** Partners matching a search (the form keeps clients: role client or both). */
  partners: (companyId: string, search: string, signal?: AbortSignal) =>
    list<Partner>(
      `${companyPath(companyId)}/partners`,
      { page: 1, perPage: 50, sortBy: 'name', sortDir: 'asc', search: search || undefined },
      signal,
    ),
  partner: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<Partner>(`${companyPath(companyId)}/partners/${encodeURIComponent(id)}`, { signal }),
  partnerAddresses: (companyId: string, partnerId: string, signal?: AbortSignal) =>
    list<PartnerAddress>(
      `${companyPath(companyId)}/partners/${encodeURIComponent(partnerId)}/addresses`,
      ALL,
      signal,
    ),
  partnerContacts: (companyId: string, partnerId: string, signal?: AbortSignal) =>
    list<PartnerContact>(
      `${companyPath(companyId)}/partners/${encodeURIComponent(partnerId)}/contacts`,
      ALL,
      signal,
    ),
  products: (companyId: string, search: string, signal?: AbortSignal) =>
    list<Product>(
      `${companyPath(companyId)}/products`,
      { page: 1, perPage: 50, sortBy: 'name', sortDir: 'asc', search: search || undefined },
      signal,
    ),
  product: (companyId: string, id: string, signal?: AbortSignal) =>
    apiRequest<Product>(`${companyPath(companyId)}/products/${encodeURIComponent(id)}`, { signal }),
  /** A product's offers for clients or (side 'supplier') from suppliers. */
  productOffers: (companyId: string, productId: string, signal?: AbortSignal, side: PartnerSide = 'client') =>
    list<ProductOffer>(
      `${companyPath(companyId)}/products/${encodeURIComponent(productId)}/${side}s-offers`,
      ALL,
      signal,
    ),
  /** A product's codes as clients or (side 'supplier') suppliers know it. */
  productCodes: (companyId: string, productId: string, signal?: AbortSignal, side: PartnerSide = 'client') =>
    list<ProductCode>(
      `${companyPath(companyId)}/products/${encodeURIComponent(productId)}/${side}s-codes`,
      ALL,
      signal,
    ),
  series: (companyId: string, type: string, signal?: AbortSignal) =>
    list<DocumentSeries>(
      `${companyPath(companyId)}/document-series`,
      { ...ALL, sortBy: 'prefix', sortDir: 'asc', filters: [{ field: 'type', operator: 'eq', value: type }] },
      signal,
    ),
  vatRates: (companyId: string, signal?: AbortSignal) =>
    list<VatRate>(`${companyPath(companyId)}/vat-rates`, ALL, signal),
  units: (companyId: string, signal?: AbortSignal) =>
    list<MeasurementUnit>(
      `${companyPath(companyId)}/measurement-units`,
      { ...ALL, sortBy: 'name', sortDir: 'asc' },
      signal,
    ),
  bankAccounts: (companyId: string, signal?: AbortSignal) =>
    list<CompanyBankAccount>(`${companyPath(companyId)}/bank-accounts`, ALL, signal),
  exchangeRate: (currency: string, date: string, signal?: AbortSignal) =>
    apiRequest<ExchangeRate>(`/v1/exchange-rates?${new URLSearchParams({ currency, date })}`, { signal }),
};
