import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EInvoice } from '@app/domain/einvoice/einvoice.types';

/** A fixture's bytes, as a received file would arrive. */
export function fixtureBytes(name: string): Uint8Array {
  return readFileSync(path.join(import.meta.dirname, 'fixtures', name));
}

export function fixtureText(name: string): string {
  return readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
}

/** The header terms of an invoice with nothing optional, for expectations that spell out the rest. */
export function noOptionalHeader(): Omit<
  EInvoice,
  | 'syntax'
  | 'customizationId'
  | 'id'
  | 'issueDate'
  | 'typeCode'
  | 'currency'
  | 'seller'
  | 'buyer'
  | 'totals'
  | 'lines'
> {
  return {
    profileId: null,
    dueDate: null,
    notes: [],
    taxPointDate: null,
    vatCurrency: null,
    buyerAccountingReference: null,
    buyerReference: null,
    invoicingPeriod: null,
    taxPointCode: null,
    purchaseOrderReference: null,
    salesOrderReference: null,
    precedingInvoices: [],
    despatchAdviceReference: null,
    receivingAdviceReference: null,
    tenderReference: null,
    contractReference: null,
    invoicedObject: null,
    projectReference: null,
    attachments: [],
    payee: null,
    delivery: null,
    paymentMeans: [],
    paymentTerms: null,
    allowances: [],
    charges: [],
    vatBreakdown: [],
  };
}
