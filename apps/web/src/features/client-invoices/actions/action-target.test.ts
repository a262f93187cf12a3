import { describe, expect, it } from 'vitest';
import { type ActionTarget, availableActions } from './action-target';

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
    expect(availableActions(invoice({}), true)).toMatchObject({
      edit: true,
      publish: true,
      remove: true,
      void: false,
      refund: false,
      payments: false,
    });
  });

  it('an issued invoice is voided or refunded once, never edited or deleted', () => {
    expect(availableActions(invoice({ status: 'published' }), true)).toMatchObject({
      edit: false,
      publish: false,
      remove: false,
      void: true,
      refund: true,
      payments: true,
    });
    expect(availableActions(invoice({ status: 'published', refunded: true }), true).refund).toBe(false);
  });

  it('a voided invoice is only copied, printed or looked at', () => {
    expect(availableActions(invoice({ status: 'voided' }), true)).toMatchObject({
      edit: false,
      void: false,
      refund: false,
      email: false,
      duplicate: true,
    });
  });

  it('a proforma becomes an invoice and stays editable', () => {
    const proforma = invoice({ kind: 'proforma', status: 'published' });
    expect(availableActions(proforma, true)).toMatchObject({ edit: true, makeInvoice: true, publish: false });
  });

  it('nothing that writes without the write permission', () => {
    const actions = availableActions(invoice({ status: 'published' }), false);
    // Reading the payments and downloading the XML write nothing.
    expect(Object.entries(actions).filter(([, allowed]) => allowed)).toEqual([
      ['payments', true],
      ['xml', true],
    ]);
  });

  it('the e-Factura XML exists once an invoice is issued, never for a draft or a proforma', () => {
    expect(availableActions(invoice({}), true).xml).toBe(false);
    expect(availableActions(invoice({ status: 'published' }), true).xml).toBe(true);
    expect(availableActions(invoice({ status: 'voided' }), true).xml).toBe(true);
    expect(availableActions(invoice({ kind: 'proforma', status: 'published' }), true).xml).toBe(false);
  });
});
