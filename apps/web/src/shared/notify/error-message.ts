import { ApiError, NETWORK_ERROR_STATUS } from '../api/api-error';

/** The i18n key of the toast shown for a failed call that no form field can display. */
export function apiErrorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.generic';
  switch (error.status) {
    case NETWORK_ERROR_STATUS:
      return 'errors.network';
    case 401:
      return 'errors.session-expired';
    case 403: {
      // The plan gates name the plan the company lacks; any other 403 is a missing permission.
      const message = (error.body as { message?: unknown } | null)?.message;
      if (message === 'common.errors.subscription-required') return 'errors.subscription-required';
      if (message === 'common.errors.smart-plan-required') return 'errors.smart-plan-required';
      return 'errors.no-permissions';
    }
    case 404:
      return 'errors.not-found';
    case 426:
      return 'errors.outdated';
    case 429:
      return 'errors.throttled';
    case 503:
      return 'errors.maintenance';
    default:
      return 'errors.generic';
  }
}

/** The text key of a 422 refusal's message ("billing.errors.payment-not-pending"), or null. */
export function refusalKeyOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /^[a-z-]+\.errors\.[a-z0-9-]+$/.test(message) ? message : null;
}
