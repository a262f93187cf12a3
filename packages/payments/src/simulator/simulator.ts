import { type FormObject, listOf, metadataOf, objectOf, text } from './form';
import {
  invalidRequest,
  missing,
  newId,
  type SimCustomer,
  type SimError,
  type SimEvent,
  type SimPaymentIntent,
  type SimSession,
} from './objects';
import { createWebhookSender, type WebhookEndpoint } from './webhooks';

export type { SimEvent } from './objects';

export const TEST_CARDS = {
  paid: '4242424242424242',
  declined: '4000000000000002',
  threeDs: '4000002500003155',
} as const;

/** The version the stripe client of the product (v23) speaks. */
const API_VERSION = '2026-10-28.endive';
const SESSION_LIFETIME_S = 24 * 3600;

/** What paying on the hosted page came to. */
export type PayOutcome =
  | { kind: 'paid'; redirect: string }
  | { kind: 'declined' }
  | { kind: 'three-ds' }
  | { kind: 'closed' };

export type PaymentSimulator = {
  /** Where events are POSTed, signed with the secret (whsec_...); null stops deliveries. */
  setWebhookEndpoint(endpoint: { url: string; secret: string } | null): void;
  /** The API key the server accepts (Authorization: Bearer <key>). */
  readonly apiKey: string;
  /**
   * Delivers an already sent event again (same id and payload, a new signature), once; the HTTP status
   * the endpoint answered, 0 when no endpoint is set, -1 when the endpoint did not answer.
   */
  resendEvent(eventId: string): Promise<number>;
  /** Every event created so far, oldest first. */
  events(): SimEvent[];
  /** The next off-session charge of this customer is declined. */
  declineNextCharge(customerId: string): void;
  stats(): { sessions: number; paid: number; declined: number; charges: number; deliveries: number };
  /** The HTTP calls, behind the server (see server.ts). */
  api: SimulatorApi;
};

export type SimulatorApi = {
  createCustomer(form: FormObject): SimCustomer;
  getCustomer(id: string): SimCustomer | SimError;
  createSession(form: FormObject, baseUrl: string): SimSession | SimError;
  getSession(id: string): SimSession | SimError;
  expireSession(id: string): SimSession | SimError;
  createPaymentIntent(form: FormObject): SimPaymentIntent | SimError;
  getPaymentIntent(id: string): SimPaymentIntent | SimError;
  listPaymentIntents(customer: string | null): SimPaymentIntent[];
  getEvent(id: string): SimEvent | SimError;
  listEvents(type: string | null, createdFrom: number | null): SimEvent[];
  /** The hosted page: a card number typed and submitted. */
  pay(sessionId: string, card: string): PayOutcome;
  /** The 3-D Secure step: confirmed or failed. */
  finishThreeDs(sessionId: string, confirmed: boolean): PayOutcome;
  session(sessionId: string): SimSession | null;
};

export type PaymentSimulatorOptions = {
  apiKey?: string;
  now?: () => number;
  /** Waits between the tries of a webhook delivery that failed. */
  retryDelaysMs?: number[];
};

/** The payment provider in memory: customers, checkout sessions, payments, events and webhooks. */
export function createPaymentSimulator(options: PaymentSimulatorOptions = {}): PaymentSimulator {
  const apiKey = options.apiKey ?? 'sk_test_simulator';
  const nowMs = options.now ?? Date.now;
  const seconds = () => Math.floor(nowMs() / 1000);
  const customers = new Map<string, SimCustomer>();
  const sessions = new Map<string, SimSession>();
  const intents = new Map<string, SimPaymentIntent>();
  const events: SimEvent[] = [];
  const declineNext = new Set<string>();
  const counts = { sessions: 0, paid: 0, declined: 0, charges: 0, deliveries: 0 };
  let endpoint: WebhookEndpoint | null = null;

  const webhooks = createWebhookSender({
    endpoint: () => endpoint,
    retryDelaysMs: options.retryDelaysMs ?? [200, 1000, 5000],
    onAttempt: () => {
      counts.deliveries++;
    },
  });

  /** Records an event and sends it after the answer that caused it (see webhooks.ts). */
  function emit(type: string, object: SimSession | SimPaymentIntent): SimEvent {
    const event: SimEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: seconds(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: endpoint ? 1 : 0,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    webhooks.schedule(event);
    return event;
  }

  function customerFor(session: SimSession): SimCustomer {
    const existing = session.customer ? customers.get(session.customer) : undefined;
    if (existing) return existing;
    const created = api.createCustomer({ email: session.customer_email ?? '' });
    session.customer = created.id;
    return created;
  }

  function complete(session: SimSession): PayOutcome {
    const customer = customerFor(session);
    const paymentMethod = newId('pm');
    if (session.save_card) customer.invoice_settings.default_payment_method = paymentMethod;
    const intent: SimPaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      customer: customer.id,
      payment_method: paymentMethod,
      status: 'succeeded',
      metadata: { ...session.metadata },
      created: seconds(),
      last_payment_error: null,
      livemode: false,
    };
    intents.set(intent.id, intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intent.id,
      awaiting_3ds: false,
      url: null,
    });
    counts.paid++;
    emit('checkout.session.completed', session);
    return { kind: 'paid', redirect: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
  }

  function decline(session: SimSession): PayOutcome {
    session.awaiting_3ds = false;
    counts.declined++;
    const failed: SimPaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      payment_method: null,
      status: 'requires_payment_method',
      metadata: { ...session.metadata },
      created: seconds(),
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
      livemode: false,
    };
    intents.set(failed.id, failed);
    emit('payment_intent.payment_failed', failed);
    return { kind: 'declined' };
  }

  /** An open session past its lifetime expires (as Stripe's do after 24 hours). */
  function current(session: SimSession): SimSession {
    if (session.status === 'open' && session.expires_at <= seconds()) {
      Object.assign(session, { status: 'expired', url: null, awaiting_3ds: false });
      emit('checkout.session.expired', session);
    }
    return session;
  }

  const api: SimulatorApi = {
    createCustomer(form) {
      const customer: SimCustomer = {
        id: newId('cus'),
        object: 'customer',
        email: text(form.email) || null,
        name: text(form.name) || null,
        metadata: metadataOf(form.metadata),
        created: seconds(),
        invoice_settings: { default_payment_method: null },
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    },
    getCustomer: (id) => customers.get(id) ?? missing('customer', id),

    createSession(form, baseUrl) {
      if (text(form.mode) !== 'payment') return invalidRequest('Only mode=payment is supported.', 'mode');
      const successUrl = text(form.success_url);
      if (!successUrl) return invalidRequest('Missing required param: success_url.', 'success_url');
      const items = listOf(form.line_items).map(objectOf);
      if (items.length === 0) return invalidRequest('Missing required param: line_items.', 'line_items');
      let amount = 0;
      let currency = '';
      let name = '';
      for (const item of items) {
        const price = objectOf(item.price_data);
        const unit = Number(text(price.unit_amount));
        const quantity = Number(text(item.quantity) ?? '1');
        if (!Number.isInteger(unit) || unit < 1)
          return invalidRequest('Invalid integer: unit_amount.', 'line_items[0][price_data][unit_amount]');
        amount += unit * quantity;
        currency = text(price.currency) ?? '';
        name ||= text(objectOf(price.product_data).name) ?? '';
      }
      const customer = text(form.customer) ?? null;
      if (customer && !customers.has(customer)) return missing('customer', customer);
      const id = `cs_test_${newId('x').slice(2)}`;
      const session: SimSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        url: `${baseUrl}/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        amount_subtotal: amount,
        currency,
        client_reference_id: text(form.client_reference_id) ?? null,
        metadata: metadataOf(form.metadata),
        customer,
        customer_email: text(form.customer_email) ?? null,
        payment_intent: null,
        success_url: successUrl,
        cancel_url: text(form.cancel_url) ?? null,
        created: seconds(),
        expires_at: seconds() + SESSION_LIFETIME_S,
        livemode: false,
        product_name: name,
        save_card: text(objectOf(form.payment_intent_data).setup_future_usage) === 'off_session',
        awaiting_3ds: false,
      };
      sessions.set(id, session);
      counts.sessions++;
      return session;
    },
    getSession(id) {
      const session = sessions.get(id);
      return session ? current(session) : missing('checkout.session', id);
    },
    expireSession(id) {
      const session = sessions.get(id);
      if (!session) return missing('checkout.session', id);
      if (current(session).status !== 'open')
        return invalidRequest(`Only Checkout Sessions with a status of open can be expired.`);
      Object.assign(session, { status: 'expired', url: null, awaiting_3ds: false });
      emit('checkout.session.expired', session);
      return session;
    },

    createPaymentIntent(form) {
      const amount = Number(text(form.amount));
      if (!Number.isInteger(amount) || amount < 1)
        return invalidRequest('Invalid integer: amount.', 'amount');
      const customerId = text(form.customer) ?? null;
      const customer = customerId ? customers.get(customerId) : undefined;
      if (customerId && !customer) return missing('customer', customerId);
      const method = text(form.payment_method) ?? customer?.invoice_settings.default_payment_method ?? null;
      counts.charges++;
      const declined = !method || (customerId !== null && declineNext.delete(customerId));
      const intent: SimPaymentIntent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount,
        currency: text(form.currency) ?? '',
        customer: customerId,
        payment_method: method,
        status: declined ? 'requires_payment_method' : 'succeeded',
        metadata: metadataOf(form.metadata),
        created: seconds(),
        last_payment_error: declined
          ? {
              code: 'card_declined',
              decline_code: 'insufficient_funds',
              message: 'Your card has insufficient funds.',
            }
          : null,
        livemode: false,
      };
      intents.set(intent.id, intent);
      if (!declined) {
        emit('payment_intent.succeeded', intent);
        return intent;
      }
      counts.declined++;
      emit('payment_intent.payment_failed', intent);
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: intent,
          } as SimError['body']['error'],
        },
      };
    },
    getPaymentIntent: (id) => intents.get(id) ?? missing('payment_intent', id),
    listPaymentIntents: (customer) =>
      [...intents.values()]
        .filter((intent) => customer === null || intent.customer === customer)
        .sort((a, b) => b.created - a.created),
    getEvent: (id) => events.find((event) => event.id === id) ?? missing('event', id),
    listEvents: (type, createdFrom) =>
      events
        .filter(
          (event) =>
            (type === null || event.type === type) && (createdFrom === null || event.created >= createdFrom),
        )
        .reverse(),

    pay(sessionId, card) {
      const session = sessions.get(sessionId);
      if (!session || current(session).status !== 'open') return { kind: 'closed' };
      const digits = card.replace(/\D/g, '');
      if (digits === TEST_CARDS.threeDs) {
        session.awaiting_3ds = true;
        return { kind: 'three-ds' };
      }
      return digits === TEST_CARDS.paid ? complete(session) : decline(session);
    },
    finishThreeDs(sessionId, confirmed) {
      const session = sessions.get(sessionId);
      if (!session || current(session).status !== 'open' || !session.awaiting_3ds) return { kind: 'closed' };
      return confirmed ? complete(session) : decline(session);
    },
    session: (sessionId) => {
      const session = sessions.get(sessionId);
      return session ? current(session) : null;
    },
  };

  return {
    apiKey,
    api,
    setWebhookEndpoint(next) {
      endpoint = next;
    },
    async resendEvent(eventId) {
      const event = events.find((one) => one.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      return webhooks.deliver(event);
    },
    events: () => [...events],
    declineNextCharge(customerId) {
      declineNext.add(customerId);
    },
    stats: () => ({ ...counts }),
  };
}
