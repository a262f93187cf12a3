import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import type { PaymentsRuntime } from '../../platform/payments/payments-runtime';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentAcceptance } from './billing-acceptance';
import type { PlatformInvoicing } from './platform-invoicing';

/** What the purchase and lifecycle services of billing work with. */
export type BillingDeps = {
  database: Database;
  payments: PaymentsRuntime;
  notifications: NotificationsService;
  mailer: Mailer;
  /** Where the buyer comes back to and the e-mails point. */
  appUrl: string;
  /** The platform's proformas and invoices of subscriptions. */
  platformInvoicing: PlatformInvoicing;
  /** A paid purchase becoming its subscription. */
  accept: PaymentAcceptance;
};
