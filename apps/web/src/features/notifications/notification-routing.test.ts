import { NOTIFICATION_TYPES, type NotificationType } from '@app/domain/notifications/notification.schemas';
import { describe, expect, it } from 'vitest';
import { notificationAction } from './notification-routing';

const company = 'c-1';
const data = { invoiceId: 'inv-7', id: 'doc-9' };
const to = (type: NotificationType, payload: Record<string, string> = data) =>
  notificationAction({ type, data: payload }, company);

describe('notificationAction', () => {
  it('opens the client invoice, its messages and the supplier invoice', () => {
    expect(to('client-invoices-efactura-rejected')).toEqual({
      kind: 'navigate',
      to: '/clients/invoices/view/inv-7',
    });
    expect(to('client-invoices-efactura-message-received')).toEqual({
      kind: 'navigate',
      to: '/clients/invoices/view/inv-7/messages',
    });
    expect(to('supplier-invoices-efactura-imported')).toEqual({
      kind: 'navigate',
      to: '/suppliers/invoices/view/doc-9',
    });
  });

  it('opens the company SPV page for (de)activations', () => {
    for (const type of [
      'my-companies-anaf-spv-activated',
      'my-companies-efactura-activated',
      'my-companies-anaf-spv-deactivated',
      'my-companies-efactura-deactivated',
      'my-companies-anaf-spv-certificate-expiring',
    ] as const) {
      expect(to(type)).toEqual({ kind: 'navigate', to: '/my-companies/c-1/anaf-spv' });
    }
  });

  it('opens the exports page for finished and failed exports', () => {
    expect(to('export-finished')).toEqual({ kind: 'navigate', to: '/my-account/exports' });
    expect(to('export-failed')).toEqual({ kind: 'navigate', to: '/my-account/exports' });
  });

  it('opens the subscriptions page for payment rejected, renewed, expiring and expired', () => {
    for (const type of [
      'billing-subscription-payment-rejected',
      'billing-subscription-was-renewed',
      'billing-subscription-will-expire-soon',
      'billing-subscription-expired',
    ] as const) {
      expect(to(type)).toEqual({ kind: 'navigate', to: '/my-companies/c-1/subscriptions' });
    }
  });

  it('only marks read an accepted payment and a subscription not renewed', () => {
    expect(to('billing-subscription-payment-accepted')).toEqual({ kind: 'mark-read' });
    expect(to('billing-subscription-was-not-renewed')).toEqual({ kind: 'mark-read' });
  });

  it('opens the notifications list for suspicious logins, finished imports and accountant activations', () => {
    for (const type of [
      'suspicious-login',
      'products-import-finished',
      'partners-import-finished',
      'my-companies-anaf-spv-activated-by-accountant',
      'my-companies-efactura-activated-by-accountant',
    ] as const) {
      expect(to(type)).toEqual({ kind: 'navigate', to: '/notifications' });
    }
  });

  it('shows the errors modal for failed imports', () => {
    expect(to('products-import-failed')).toEqual({ kind: 'import-errors' });
    expect(to('partners-import-failed')).toEqual({ kind: 'import-errors' });
  });

  it('opens the e-transport declaration, vehicle modification and confirmation pages', () => {
    expect(to('etransport-declaration-failed-to-send')).toEqual({
      kind: 'navigate',
      to: '/spv/etransport/doc-9/view',
    });
    expect(to('etransport-declaration-imported-correction')).toEqual({
      kind: 'navigate',
      to: '/spv/etransport/doc-9/view',
    });
    expect(to('etransport-vehicle-modification-failed-to-register')).toEqual({
      kind: 'navigate',
      to: '/spv/etransport/vehicle-modification/doc-9/edit',
    });
    expect(to('etransport-transport-confirmation-failed-to-send')).toEqual({
      kind: 'navigate',
      to: '/spv/etransport/transport-confirmation/doc-9/edit',
    });
  });

  it('falls back to the notifications list when the data lacks the id a page needs', () => {
    expect(to('client-invoices-efactura-rejected', {})).toEqual({ kind: 'navigate', to: '/notifications' });
    expect(to('supplier-invoices-efactura-imported', { invoiceId: 'x' })).toEqual({
      kind: 'navigate',
      to: '/notifications',
    });
  });

  it('encodes ids taken from the data', () => {
    expect(to('client-invoices-efactura-rejected', { invoiceId: 'a/b?c' })).toEqual({
      kind: 'navigate',
      to: '/clients/invoices/view/a%2Fb%3Fc',
    });
  });

  it('has an action for every known type', () => {
    for (const type of NOTIFICATION_TYPES) expect(to(type).kind).toMatch(/navigate|import-errors|mark-read/);
  });
});
