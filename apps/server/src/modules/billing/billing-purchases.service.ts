import { offerOn } from '@app/domain/billing/launch-offers';
import {
  PRODUCT_NAMES,
  type paymentLinkInputSchema,
  planCodeOf,
  type SubscriptionPayment,
  type subscribeInputSchema,
} from '@app/domain/billing/purchase.schemas';
import {
  fromBani,
  periodOfPlanCode,
  productOfPlanCode,
  purchaseDecision,
  RETRY_AFTER_MS,
  toBani,
} from '@app/domain/billing/purchase-decision';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { fieldError, HttpError, notFound } from '../../platform/http/errors';
import { SystemDocumentError } from '../client-invoices/system-documents';
import type { BillingDeps } from './billing-deps';
import { billingRefusal as refused } from './billing-errors';
import { billingLifecycleRepo } from './billing-lifecycle.repo';
import { paymentLinkMail } from './billing-mails';
import {
  isOneOpenPaymentViolation,
  type PaymentWithPlan,
  billingPaymentsRepo as repo,
} from './billing-payments.repo';

export const toPaymentApi = (row: PaymentWithPlan): SubscriptionPayment => ({
  id: row.id,
  myCompanyId: row.companyId,
  planCode: row.planCode,
  amount: fromBani(row.amountBani),
  currency: row.currency,
  method: row.method,
  status: row.status,
  autoRenew: row.autoRenew,
  payUrl: row.status === 'pending' ? row.payUrl : null,
  proformaNumber: row.proformaNumber,
  invoiceNumber: row.invoiceNumber,
  subscriptionId: row.subscriptionId,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
});

export type BillingPurchases = ReturnType<typeof createBillingPurchases>;

/**
 * Buying a plan by card (spec 02 §4 Subscriptions): the payment is recorded as pending before the
 * provider is asked for a checkout session; the provider's webhook, the buyer's return and a check
 * of a pending payment all end in one idempotent completion, so a payment buys its period once.
 */
export function createBillingPurchases(deps: BillingDeps) {
  const { database, payments, mailer, accept, platformInvoicing } = deps;
  const appUrl = deps.appUrl.replace(/\/+$/, '');

  async function payment(db: Db, companyId: string, id: string) {
    const row = await repo.paymentOfCompany(db, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Completes the payment of a paid checkout session: its subscription, once. */
  async function completeSession(tx: Tx, session: Stripe.Checkout.Session, now = new Date()) {
    if (session.payment_status !== 'paid') return;
    const row = await repo.lockPaymentOfSession(tx.db, session.id);
    if (!row || row.status === 'accepted') return;
    const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : value?.id);
    await accept(
      tx,
      row,
      { paymentId: idOf(session.payment_intent) ?? null, customerId: idOf(session.customer) ?? null },
      now,
    );
  }

  /** Ends a payment that will not be paid (the buyer gave up, the session expired). */
  async function abandon(db: Db, row: PaymentWithPlan, failure: string) {
    if (row.status !== 'pending' && row.status !== 'processing') return;
    await repo.updatePayment(db, row.id, { status: 'rejected', failure });
  }

  /** Asks the provider how a pending card payment stands and applies it; the row as it is then. */
  async function reconcile(companyId: string, row: PaymentWithPlan): Promise<PaymentWithPlan> {
    if (row.status !== 'pending' || !row.providerSessionId) return row;
    let session: Stripe.Checkout.Session;
    try {
      session = await payments.stripe.checkout.sessions.retrieve(row.providerSessionId);
    } catch {
      return row; // the provider is unreachable: the webhook or a later check will tell
    }
    if (session.payment_status === 'paid') {
      await database.transaction((tx) => completeSession(tx, session));
    } else if (session.status === 'expired') {
      await abandon(database.db, row, 'expired');
    }
    return payment(database.db, companyId, row.id);
  }

  return {
    /** Starts a purchase: the pending payment and the provider's page where the buyer pays. */
    async subscribe(
      companyId: string,
      userId: string,
      input: z.output<typeof subscribeInputSchema>,
      options: { returnPath?: string; now?: Date } = {},
    ): Promise<SubscriptionPayment> {
      const now = options.now ?? new Date();
      const code = planCodeOf(input.product, input.period);
      const created = await database
        .transaction(async (tx) => {
          const plan = await repo.planByCode(tx.db, code);
          if (!plan) throw fieldError('period', 'unavailable');
          const held = await repo.heldSubscriptions(tx.db, companyId, now);
          const decision = purchaseDecision({
            product: input.product,
            months: plan.months,
            held: held.map((one) => ({ product: productOfPlanCode(one.code), expiresAt: one.expiresAt })),
            paymentPending: (await repo.openPayment(tx.db, companyId)) !== null,
            now,
          });
          if (decision.refused) throw refused(decision.refused);
          const offer = offerOn(await repo.launchOffers(tx.db), input.product, todayInRomania(now));
          const amountBani = toBani(offer?.price ?? plan.price);
          const free = amountBani === 0;
          const bankTransfer = !free && input.paymentMethod === 'bank-transfer';
          if (bankTransfer && !platformInvoicing.available()) throw refused('bank-transfer-unavailable');
          if (bankTransfer && input.autoRenew) throw fieldError('autoRenew', 'card-only');
          const row = await repo.insertPayment(tx.db, {
            companyId,
            planId: plan.id,
            amountBani,
            currency: plan.currency,
            method: input.paymentMethod,
            status: 'pending',
            // A free period keeps no card to renew with.
            autoRenew: !free && input.autoRenew,
            createdBy: userId,
          });
          const withPlan = {
            ...row,
            planCode: code,
            months: plan.months,
            proformaNumber: null,
            invoiceNumber: null,
          };
          // An offer that makes it free buys the plan at once: there is nothing to pay.
          if (free) await accept(tx, withPlan, {}, now);
          // A bank transfer pays the platform's proforma, issued with the payment.
          else if (bankTransfer) await platformInvoicing.proforma(tx, withPlan);
          return { row, plan, withoutProvider: free || bankTransfer };
        })
        .catch((error: unknown) => {
          if (isOneOpenPaymentViolation(error)) throw refused('payment-in-process');
          // The platform's company cannot issue the proforma (its series or VAT rate is missing).
          if (error instanceof SystemDocumentError) throw refused('bank-transfer-unavailable');
          throw error;
        });

      if (created.withoutProvider) return toPaymentApi(await payment(database.db, companyId, created.row.id));
      // Back to the page the purchase started from (the subscriptions page unless told otherwise).
      const returnPath = options.returnPath ?? `/my-companies/${companyId}/subscriptions`;
      const back = `${appUrl}${returnPath}?payment=${created.row.id}`;
      try {
        const session = await payments.stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: created.plan.currency.toLowerCase(),
                  unit_amount: created.row.amountBani,
                  product_data: { name: `${PRODUCT_NAMES[input.product]} (${code})` },
                },
              },
            ],
            success_url: back,
            cancel_url: `${back}&canceled=1`,
            client_reference_id: created.row.id,
            metadata: { paymentId: created.row.id, companyId },
            ...(input.autoRenew
              ? { payment_intent_data: { setup_future_usage: 'off_session' as const } }
              : {}),
          },
          { idempotencyKey: `checkout-${created.row.id}` },
        );
        await repo.updatePayment(database.db, created.row.id, {
          providerSessionId: session.id,
          payUrl: session.url,
        });
      } catch {
        await repo.updatePayment(database.db, created.row.id, {
          status: 'rejected',
          failure: 'provider-unavailable',
        });
        throw new HttpError(502, 'billing.errors.provider-unavailable');
      }
      return toPaymentApi(await payment(database.db, companyId, created.row.id));
    },

    /**
     * Buys again what a rejected payment was for (a declined card, a failed renewal), the same way.
     * Refused as too early when a newer attempt exists (the page is out of date) or the refusal is
     * only seconds old.
     */
    async retry(
      companyId: string,
      userId: string,
      id: string,
      now = new Date(),
    ): Promise<SubscriptionPayment> {
      const row = await payment(database.db, companyId, id);
      if (row.status !== 'rejected') throw refused('payment-not-rejected');
      const [latest] = await repo.paymentsOfCompany(database.db, companyId);
      if (latest?.id !== row.id || now.getTime() - row.updatedAt.getTime() < RETRY_AFTER_MS)
        throw refused('retry-too-early');
      const product = productOfPlanCode(row.planCode);
      const period = periodOfPlanCode(row.planCode);
      if (!product || !period) throw refused('payment-not-rejected');
      return this.subscribe(companyId, userId, {
        product,
        period,
        paymentMethod: row.method,
        autoRenew: row.autoRenew && row.method === 'card',
        acceptTerms: true,
      });
    },

    /** A payment of the company; a pending one is first checked with the provider. */
    async payment(companyId: string, id: string): Promise<SubscriptionPayment> {
      return toPaymentApi(await reconcile(companyId, await payment(database.db, companyId, id)));
    },

    async payments(companyId: string): Promise<SubscriptionPayment[]> {
      return (await repo.paymentsOfCompany(database.db, companyId)).map(toPaymentApi);
    },

    /** The buyer gives up a pending payment; one already paid at the provider completes instead. */
    async cancel(companyId: string, id: string): Promise<SubscriptionPayment> {
      const row = await reconcile(companyId, await payment(database.db, companyId, id));
      if (row.status !== 'pending' && row.status !== 'processing') throw refused('payment-not-pending');
      await abandon(database.db, row, 'canceled');
      // The provider's page stops taking the payment too (a payment made there meanwhile still counts).
      if (row.providerSessionId)
        await payments.stripe.checkout.sessions.expire(row.providerSessionId).catch(() => undefined);
      return toPaymentApi(await payment(database.db, companyId, id));
    },

    /** E-mails a pending card payment's page to whoever pays it. */
    async sendPaymentLink(companyId: string, id: string, input: z.output<typeof paymentLinkInputSchema>) {
      const row = await payment(database.db, companyId, id);
      if (row.status !== 'pending' || !row.payUrl) throw refused('payment-not-pending');
      const product = productOfPlanCode(row.planCode);
      await database.transaction(async (tx) => {
        const company = await billingLifecycleRepo.tenantOf(tx.db, companyId);
        await mailer.queue(
          tx,
          paymentLinkMail({
            to: input.email,
            locale: input.locale,
            planName: product ? PRODUCT_NAMES[product] : row.planCode,
            companyName: company?.name ?? '',
            amount: `${fromBani(row.amountBani)} ${row.currency}`,
            payUrl: row.payUrl ?? '',
          }),
        );
      });
    },

    /**
     * Turns a subscription's renewal on or off. Off keeps it until its end date; on needs a card the
     * provider keeps (bought by card with renewal asked for).
     */
    async setAutoRenew(companyId: string, subscriptionId: string, autoRenew: boolean): Promise<void> {
      const row = await repo.subscriptionOfCompany(database.db, companyId, subscriptionId);
      if (!row) throw notFound();
      if (row.ended) throw refused('subscription-ended');
      if (autoRenew && !row.customer) throw refused('no-saved-card');
      await repo.setAutoRenew(database.db, subscriptionId, autoRenew);
    },

    /**
     * A webhook: refused unless signed by the provider with our secret and recent (a replay of an
     * old delivery fails the timestamp check); an event handled before changes nothing.
     */
    async webhook(rawBody: string, signature: string | undefined): Promise<'handled' | 'duplicate'> {
      let event: Stripe.Event;
      try {
        event = payments.stripe.webhooks.constructEvent(rawBody, signature ?? '', payments.webhookSecret);
      } catch {
        throw new HttpError(400, 'billing.errors.webhook-signature');
      }
      return database.transaction(async (tx) => {
        if (!(await repo.recordEvent(tx.db, event.id, event.type))) return 'duplicate';
        if (
          event.type === 'checkout.session.completed' ||
          event.type === 'checkout.session.async_payment_succeeded'
        ) {
          await completeSession(tx, event.data.object);
        } else if (event.type === 'checkout.session.expired') {
          const row = await repo.lockPaymentOfSession(tx.db, event.data.object.id);
          if (row) await abandon(tx.db, row, 'expired');
        }
        return 'handled';
      });
    },
  };
}
