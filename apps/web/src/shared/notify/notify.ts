import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { apiErrorMessageKey } from './error-message';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 5000 });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 8000 });
}

/**
 * Toasts a failed call. A 401 is left to the query client, which ends the session and says so once;
 * an outdated client (426) also reloads to fetch the new build.
 */
export function notifyApiError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  notifyError(i18n.t(apiErrorMessageKey(error)));
  if (error instanceof ApiError && error.status === 426) {
    window.setTimeout(() => window.location.reload(), 2000);
  }
  if (!(error instanceof ApiError)) console.error(error);
}
