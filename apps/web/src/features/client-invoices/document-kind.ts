import type { DocumentKind } from '@app/domain/invoicing/client-document.schemas';

export type { DocumentKind };

/** What differs between a client invoice and a proforma: API collection, pages, series type, texts. */
export interface KindConfig {
  kind: DocumentKind;
  /** The API collection under /v1/my-companies/{companyId}/. */
  api: 'client-invoices' | 'client-proformas';
  /** The pages' base path (spec 01 §2 route catalogue). */
  pages: '/clients/invoices' | '/clients/proformas';
  /** The route parameter naming the document. */
  param: 'invoiceId' | 'proformaId';
  /** The document series type that numbers this kind. */
  seriesType: 'client-invoice' | 'client-proforma-invoice';
}

export const KINDS: Record<DocumentKind, KindConfig> = {
  invoice: {
    kind: 'invoice',
    api: 'client-invoices',
    pages: '/clients/invoices',
    param: 'invoiceId',
    seriesType: 'client-invoice',
  },
  proforma: {
    kind: 'proforma',
    api: 'client-proformas',
    pages: '/clients/proformas',
    param: 'proformaId',
    seriesType: 'client-proforma-invoice',
  },
};

/** Texts of this feature: client-invoices.<kind>.<key> for what differs between the two kinds. */
export const kindText = (kind: DocumentKind, key: string) => `client-invoices.${kind}.${key}`;

export const documentPaths = {
  list: (kind: DocumentKind) => KINDS[kind].pages,
  create: (kind: DocumentKind) => `${KINDS[kind].pages}/create`,
  edit: (kind: DocumentKind, id: string) => `${KINDS[kind].pages}/${id}`,
  view: (kind: DocumentKind, id: string) => `${KINDS[kind].pages}/view/${id}`,
  duplicate: (kind: DocumentKind, id: string) => `${KINDS[kind].pages}/${id}/duplicate`,
  refund: (invoiceId: string) => `/clients/invoices/${invoiceId}/refund`,
  fromProforma: (proformaId: string) => `/clients/invoices/create/proforma/${proformaId}`,
  /** The invoice made from an issued despatch advice (spec 01 §2), the despatch advice in the query. */
  fromDespatchAdvice: (despatchAdviceId: string) =>
    `/clients/invoices/create/goods-despatch-advice?${new URLSearchParams({ despatchAdviceId })}`,
  /** The despatch advice's own page (the stock documents feature's). */
  despatchAdvice: (id: string) => `/inventory/client-goods-despatch-advices/view/${id}`,
};
