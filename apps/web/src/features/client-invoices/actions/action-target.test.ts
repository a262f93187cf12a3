import { describe, expect, it } from 'vitest';
import type { InvoiceAccess } from '../../../shared/invoicing/invoice-access';
import { type ActionTarget, availableActions } from './action-target';

const ALL: InvoiceAccess = { canWrite: true, canDelete: true, canReadPayments: true, canAddPayment: true };
const READ_ONLY: InvoiceAccess = {
  canWrite: false,
  canDelete: false,
  canReadPayments: true,
  canAddPayment: false,
};

const invoice = (patch: Partial<ActionTarget>): ActionTarget => ({
  id: 'i',
  kind: 'invoice',
  status: 'draft',
  seriesNumber: null,
  partnerName: 'C',
  refunded: false,
  ...patch,
});

describe('availableActions', () => {
  it('a draft invoice is edited, issued or deleted, not voided or refunded', () => {
    expect(availableActions(invoice({}), ALL)).toMatchObject({
      edit: true,
      publish: true,
      remove: true,
      void: false,
      refund: false,
      payments: false,
    });
  });

  it('an issued invoice is voided or refunded once, never edited or deleted', () => {
    expect(availableActions(invoice({ status: 'published' }), ALL)).toMatchObject({
      edit: false,
      publish: false,
      remove: false,
      void: true,
      refund: true,
      payments: true,
    });
    expect(availableActions(invoice({ status: 'published', refunded: true }), ALL).refund).toBe(false);
  });

  it('a voided invoice is only copied, printed or looked at', () => {
    expect(availableActions(invoice({ status: 'voided' }), ALL)).toMatchObject({
      edit: false,
      void: false,
      refund: false,
      email: false,
      duplicate: true,
    });
  });

  it('a proforma becomes an invoice and stays editable', () => {
    const proforma = invoice({ kind: 'proforma', status: 'published' });
    expect(availableActions(proforma, ALL)).toMatchObject({ edit: true, makeInvoice: true, publish: false });
  });

  it('nothing that writes without the write permission', () => {
    const actions = availableActions(invoice({ status: 'published' }), READ_ONLY);
    // Reading the payments and downloading the XML write nothing.
    expect(Object.entries(actions).filter(([, allowed]) => allowed)).toEqual([
      ['payments', true],
      ['xml', true],
    ]);
  });

  it('the e-Factura XML exists once an invoice is issued, never for a draft or a proforma', () => {
    expect(availableActions(invoice({}), ALL).xml).toBe(false);
    expect(availableActions(invoice({ status: 'published' }), ALL).xml).toBe(true);
    expect(availableActions(invoice({ status: 'voided' }), ALL).xml).toBe(true);
    expect(availableActions(invoice({ kind: 'proforma', status: 'published' }), ALL).xml).toBe(false);
  });

  it('deleting a draft and voiding an issued invoice need the delete permission, not the write one', () => {
    const writer = { ...ALL, canDelete: false };
    expect(availableActions(invoice({}), writer)).toMatchObject({ edit: true, publish: true, remove: false });
    expect(availableActions(invoice({ status: 'published' }), writer)).toMatchObject({
      refund: true,
      void: false,
    });
    const deleter = { ...READ_ONLY, canDelete: true };
    expect(availableActions(invoice({}), deleter)).toMatchObject({ edit: false, remove: true });
    expect(availableActions(invoice({ status: 'published' }), deleter).void).toBe(true);
    expect(availableActions(invoice({ kind: 'proforma' }), deleter).remove).toBe(true);
  });

  it('shows an invoice’s payments only to a reader of the payments', () => {
    const published = invoice({ status: 'published' });
    expect(availableActions(published, { ...ALL, canReadPayments: false }).payments).toBe(false);
  });
});
