import { FLASH_DEFAULT_MS, type FlashType, flashStore } from './flash-store';

/**
 * A message for the next page, e.g. before a redirect: flash('error', 'common.errors.no-permissions').
 * Shown for 5 s by default.
 */
export function flash(type: FlashType, messageKey: string, durationMs = FLASH_DEFAULT_MS): void {
  flashStore.add(type, messageKey, durationMs);
}
