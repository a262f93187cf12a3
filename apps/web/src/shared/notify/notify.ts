import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/api-error';
import { i18n } from '../i18n/i18n';
import { apiErrorMessageKey, refusalKeyOf } from './error-message';
import { messageText } from './message-key';

/** Spec 01 §9: toasts close by themselves after 10 s. */
export const TOAST_AUTO_CLOSE_MS = 10_000;

/** The toast's close button is an icon: it needs a name for screen readers. */
const toast = (color: string, message: string) =>
  notifications.show({
    color,
    message,
    autoClose: TOAST_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });

export function notifySuccess(message: string): void {
  toast('green', message);
}

export function notifyError(message: string): void {
  toast('red', message);
}

/** Toasts a message by its key ('common.errors.not-found' or 'errors.not-found' both work). */
export function notifyKey(type: 'success' | 'error', key: string): void {
  const text = messageText(i18n, key);
  if (type === 'success') notifySuccess(text);
  else notifyError(text);
}

/**
 * Toasts a failed call. A 401 is left to the query client, which ends the session and says so once;
 * an outdated client (426) also reloads to fetch the new build.
 */
export function notifyApiError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  // A refusal of the business rules names its text ("billing.errors.retry-too-early").
  const refusal = error instanceof ApiError && error.status === 422 ? refusalKeyOf(error.body) : null;
  notifyError(i18n.t(refusal && i18n.exists(refusal) ? refusal : apiErrorMessageKey(error)));
  if (error instanceof ApiError && error.status === 426) {
    window.setTimeout(() => window.location.reload(), 2000);
  }
  if (!(error instanceof ApiError)) console.error(error);
}
