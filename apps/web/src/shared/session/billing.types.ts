import type { Subscription } from '@app/domain/billing/billing.schemas';

// The billing shapes come from packages/domain (GET /v1/billing/subscriptions and /plans); this file
// names them for the web app's session code and the pages that imported them from here.
export type { Plan, Subscription } from '@app/domain/billing/billing.schemas';
export type SubscriptionStatus = Subscription['status'];
