/** A reminder e-mail goes this long before expiry (spec 02 §4 Subscriptions). */
export const REMINDER_DAYS = 2;
/** A failed renewal is tried again after this long, once. */
export const RENEWAL_RETRY_DAYS = 1;
export const RENEWAL_ATTEMPTS = 2;
/** The renewal is charged this long before expiry, so the new period follows without a gap. */
export const RENEWAL_LEAD_MS = 3600_000;

const DAY_MS = 24 * 3600_000;

/** What the lifecycle needs of a subscription. */
export type LifecycleView = {
  expiresAt: Date;
  autoRenew: boolean;
  /** A card kept with the provider to charge at expiry. */
  hasCard: boolean;
  remindedAt: Date | null;
  endedAt: Date | null;
  renewedBy: string | null;
  renewalAttempts: number;
  nextRenewalAt: Date | null;
};

export type LifecycleStep = 'remind' | 'renew' | 'end' | null;

const renewable = (view: LifecycleView) =>
  view.autoRenew && view.hasCard && view.renewalAttempts < RENEWAL_ATTEMPTS;

/**
 * The next thing due for a subscription at `now`: the reminder 2 days before expiry (when it will
 * not renew by itself), the renewal charge an hour before expiry (and its one retry a day later), or its end
 * (expired, or not renewed after the retries). Nothing once it was renewed or ended.
 */
export function lifecycleStep(view: LifecycleView, now: Date): LifecycleStep {
  if (view.renewedBy || view.endedAt) return null;
  const time = now.getTime();
  const expiry = view.expiresAt.getTime();
  if (renewable(view) && time >= expiry - RENEWAL_LEAD_MS) {
    return view.nextRenewalAt && time < view.nextRenewalAt.getTime() ? null : 'renew';
  }
  if (time >= expiry) return renewable(view) ? null : 'end';
  if (!view.remindedAt && !renewable(view) && time >= expiry - REMINDER_DAYS * DAY_MS) return 'remind';
  return null;
}

/** When a failed renewal is tried again. */
export const retryAfter = (now: Date) => new Date(now.getTime() + RENEWAL_RETRY_DAYS * DAY_MS);
