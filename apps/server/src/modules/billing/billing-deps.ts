import type { Database } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import type { PaymentsRuntime } from '../../platform/payments/payments-runtime';
import type { NotificationsService } from '../notifications/notifications.service';

/** What the purchase and lifecycle services of billing work with. */
export type BillingDeps = {
  database: Database;
  payments: PaymentsRuntime;
  notifications: NotificationsService;
  mailer: Mailer;
  /** Where the buyer comes back to and the e-mails point. */
  appUrl: string;
};
