import type { SpvConnectionStatus } from '@app/domain/efactura/efactura-states';

/** Spec 02 §4 Tax connection: the steps of an activation, in order. */
export const ACTIVATION_STEPS = ['certificate', 'authorization', 'verification', 'success'] as const;

/**
 * The step the user is at: a pending connection waits for ANAF's verification, an active one is
 * done (Mantine's stepper marks every step complete at ACTIVATION_STEPS.length); otherwise the
 * certificate comes first, then the authorization once the user says the certificate is ready.
 */
export function activationStepIndex(status: SpvConnectionStatus, certificateReady: boolean): number {
  if (status === 'active') return ACTIVATION_STEPS.length;
  if (status === 'pending') return ACTIVATION_STEPS.indexOf('verification');
  return certificateReady ? ACTIVATION_STEPS.indexOf('authorization') : 0;
}

/** Statuses from which the user may (re)authorize: not connected, or connected but refused by ANAF. */
export function canAuthorize(status: SpvConnectionStatus): boolean {
  return status === 'inactive' || status === 'expired' || status === 'unauthorized';
}

/** Statuses that can be deactivated (the active-like ones, spec 02 §4). */
export function canDeactivate(status: SpvConnectionStatus): boolean {
  return status === 'active' || status === 'pending' || status === 'unauthorized';
}

/** The automatic sending setting as the form holds it: off, or after a number of hours. */
export interface AutoSendForm {
  enabled: boolean;
  hours: number;
}

export const DEFAULT_AUTO_SEND_HOURS = 24;

export function autoSendForm(autoSendAfterHours: number | null): AutoSendForm {
  return autoSendAfterHours === null
    ? { enabled: false, hours: DEFAULT_AUTO_SEND_HOURS }
    : { enabled: true, hours: autoSendAfterHours };
}

export function autoSendValue(form: AutoSendForm): number | null {
  return form.enabled ? form.hours : null;
}
