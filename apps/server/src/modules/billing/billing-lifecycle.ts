import { PRODUCT_NAMES } from '@app/domain/billing/purchase.schemas';
import {
  addMonths,
  covers,
  nextPeriod,
  productOfPlanCode,
  toBani,
} from '@app/domain/billing/purchase-decision';
import { lifecycleStep, REMINDER_DAYS, retryAfter } from '@app/domain/billing/subscription-lifecycle';
import type { NotificationType } from '@app/domain/notifications/notification.schemas';
import Stripe from 'stripe';
import type { Tx } from '../../db/client';
import type { BillingDeps } from './billing-deps';
import { type LifecycleRow, billingLifecycleRepo as repo } from './billing-lifecycle.repo';
import { expiryReminderMail } from './billing-mails';
import { billingPaymentsRepo, isOneOpenPaymentViolation } from './billing-payments.repo';

export const BILLING_LIFECYCLE_JOB = 'billing.lifecycle';
export const BILLING_LIFECYCLE_CRON = '*/10 * * * *';

const DAY_MS = 24 * 3600_000;

const viewOf = (row: LifecycleRow) => ({ ...row, hasCard: row.providerCustomerId !== null });
const planNameOf = (code: string) => {
  const product = productOfPlanCode(code);
  return product ? PRODUCT_NAMES[product] : code;
};

export type BillingLifecycle = ReturnType<typeof createBillingLifecycle>;

/**
 * The subscriptions' lifecycle (spec 02 §4 Subscriptions), run by a job every 10 minutes with the
 * moment passed in (tests choose it): the reminder 2 days before an end, the renewal charged on the
 * saved card and tried again after a day, the end with its notifications. A renewal's charge is
 * recorded as processing before the provider is called, with an idempotency key of its own, so a
 * charge whose answer was lost is asked again and recorded once.
 */
export function createBillingLifecycle(deps: BillingDeps) {
  const { database, payments, notifications, mailer } = deps;
  const appUrl = deps.appUrl.replace(/\/+$/, '');

  async function notify(
    tx: Tx,
    row: LifecycleRow,
    type: NotificationType,
    known?: { tenantId: string } | null,
  ) {
    const company = known ?? (await repo.tenantOf(tx.db, row.companyId));
    if (!company) return;
    await notifications.notify(tx, {
      tenantId: company.tenantId,
      companyId: row.companyId,
      type,
      data: { planName: planNameOf(row.planCode) },
    });
  }

  async function remind(id: string, now: Date) {
    await database.transaction(async (tx) => {
      const row = await repo.lock(tx.db, id);
      if (!row || lifecycleStep(viewOf(row), now) !== 'remind') return;
      await repo.mark(tx.db, id, { remindedAt: now });
      const company = await repo.tenantOf(tx.db, row.companyId);
      if (!company) return;
      await notify(tx, row, 'billing-subscription-will-expire-soon', company);
      for (const admin of await repo.adminsOf(tx.db, company.tenantId)) {
        await mailer.queue(
          tx,
          expiryReminderMail({
            to: admin.email,
            locale: admin.locale,
            planName: planNameOf(row.planCode),
            companyName: company.name,
            expiresAt: row.expiresAt,
            subscriptionsUrl: `${appUrl}/my-companies/${row.companyId}/subscriptions`,
          }),
        );
      }
    });
  }

  /** Notes the end; silent when another subscription of the company covers the product from now. */
  async function end(id: string, now: Date) {
    await database.transaction(async (tx) => {
      const row = await repo.lock(tx.db, id);
      if (!row || lifecycleStep(viewOf(row), now) !== 'end') return;
      await repo.mark(tx.db, id, { endedAt: now });
      const product = productOfPlanCode(row.planCode);
      const held = await billingPaymentsRepo.heldSubscriptions(tx.db, row.companyId, now);
      const followed = held.some((one) => {
        const other = productOfPlanCode(one.code);
        return other !== null && product !== null && covers(other, product);
      });
      if (followed) return;
      if (row.renewalAttempts > 0) await notify(tx, row, 'billing-subscription-was-not-renewed');
      await notify(tx, row, 'billing-subscription-expired');
    });
  }

  /** Records the renewal's charge as processing (and counts the attempt); null when not due now. */
  async function startRenewal(id: string, now: Date): Promise<string | null> {
    return database
      .transaction(async (tx) => {
        const row = await repo.lock(tx.db, id);
        if (!row || lifecycleStep(viewOf(row), now) !== 'renew') return null;
        await repo.mark(tx.db, id, {
          renewalAttempts: row.renewalAttempts + 1,
          nextRenewalAt: retryAfter(now),
        });
        const payment = await billingPaymentsRepo.insertPayment(tx.db, {
          companyId: row.companyId,
          planId: row.planId,
          amountBani: toBani(row.price),
          currency: row.currency,
          method: 'card',
          status: 'processing',
          autoRenew: true,
          providerCustomerId: row.providerCustomerId,
          renewalOf: row.id,
        });
        return payment.id;
      })
      .catch((error: unknown) => {
        // Another payment of the company is open (a purchase on the provider's page): next run.
        if (isOneOpenPaymentViolation(error)) return null;
        throw error;
      });
  }

  /** Charges a renewal's payment (again, with the same key, after a crash) and records the outcome. */
  async function charge(paymentId: string, now: Date) {
    const payment = await repo.paymentById(database.db, paymentId);
    if (payment?.status !== 'processing' || !payment.renewalOf) return;
    let outcome: { paid: true; intentId: string } | { paid: false; failure: string };
    try {
      const intent = await payments.stripe.paymentIntents.create(
        {
          amount: payment.amountBani,
          currency: payment.currency.toLowerCase(),
          customer: payment.providerCustomerId ?? undefined,
          off_session: true,
          confirm: true,
          metadata: { paymentId: payment.id, companyId: payment.companyId },
        },
        { idempotencyKey: `renewal-${payment.id}` },
      );
      outcome =
        intent.status === 'succeeded'
          ? { paid: true, intentId: intent.id }
          : { paid: false, failure: intent.last_payment_error?.code ?? intent.status };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) return; // unknown outcome: asked again next run
      outcome = { paid: false, failure: error.decline_code ?? error.code ?? 'card_declined' };
    }
    await database.transaction(async (tx) => {
      const locked = await repo.lockPayment(tx.db, paymentId);
      const renewed = locked?.renewalOf ? await repo.lock(tx.db, locked.renewalOf) : null;
      if (locked?.status !== 'processing' || !renewed) return;
      if (!outcome.paid) {
        await billingPaymentsRepo.updatePayment(tx.db, paymentId, {
          status: 'rejected',
          failure: outcome.failure,
        });
        await notify(tx, renewed, 'billing-subscription-payment-rejected');
        return;
      }
      const product = productOfPlanCode(renewed.planCode);
      const held = await billingPaymentsRepo.heldSubscriptions(tx.db, renewed.companyId, now);
      const period = product
        ? nextPeriod(
            product,
            renewed.months,
            held.map((one) => ({ product: productOfPlanCode(one.code), expiresAt: one.expiresAt })),
            now,
          )
        : { startsAt: now, expiresAt: addMonths(now, renewed.months) };
      const next = await billingPaymentsRepo.insertSubscription(tx.db, {
        companyId: renewed.companyId,
        planId: renewed.planId,
        ...period,
        autoRenew: true,
        paymentStatus: 'accepted',
        providerCustomerId: renewed.providerCustomerId,
      });
      await billingPaymentsRepo.updatePayment(tx.db, paymentId, {
        status: 'accepted',
        subscriptionId: next,
        providerPaymentId: outcome.intentId,
        failure: null,
      });
      await repo.mark(tx.db, renewed.id, { renewedBy: next });
      await deps.platformInvoicing.accepted(tx, paymentId);
      await notify(tx, renewed, 'billing-subscription-was-renewed');
    });
  }

  return {
    startRenewal,
    /** One pass at `now` over every company, or one (tests); what it did, for the log and the tests. */
    async run(companyId: string | null = null, now = new Date()) {
      const done = { reminded: 0, renewals: 0, ended: 0 };
      for (const { id } of await repo.openRenewalCharges(database.db, companyId)) await charge(id, now);
      const until = new Date(now.getTime() + REMINDER_DAYS * DAY_MS);
      const due = await repo.openExpiringBy(database.db, until, companyId);
      for (const row of due) {
        const step = lifecycleStep(viewOf(row), now);
        if (step === 'remind') {
          await remind(row.id, now);
          done.reminded++;
        } else if (step === 'end') {
          await end(row.id, now);
          done.ended++;
        } else if (step === 'renew') {
          const paymentId = await startRenewal(row.id, now);
          if (paymentId) {
            await charge(paymentId, now);
            done.renewals++;
          }
        }
      }
      return done;
    },
  };
}
