import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_STEPS,
  activationStepIndex,
  autoSendForm,
  autoSendValue,
  canAuthorize,
  canDeactivate,
} from './activation-steps';

describe('activationStepIndex', () => {
  it('starts with the certificate, then the authorization once the certificate is ready', () => {
    expect(activationStepIndex('inactive', false)).toBe(0);
    expect(activationStepIndex('inactive', true)).toBe(1);
    expect(activationStepIndex('expired', true)).toBe(1);
    expect(activationStepIndex('unauthorized', false)).toBe(0);
  });

  it('waits at the verification while pending and is complete when active', () => {
    expect(activationStepIndex('pending', false)).toBe(2);
    expect(activationStepIndex('active', false)).toBe(ACTIVATION_STEPS.length);
  });
});

describe('what a status allows', () => {
  it('authorizes from inactive, expired and unauthorized; deactivates the active-like ones', () => {
    expect(
      ['inactive', 'expired', 'unauthorized', 'active', 'pending'].filter((s) => canAuthorize(s as never)),
    ).toEqual(['inactive', 'expired', 'unauthorized']);
    expect(
      ['inactive', 'expired', 'unauthorized', 'active', 'pending'].filter((s) => canDeactivate(s as never)),
    ).toEqual(['unauthorized', 'active', 'pending']);
  });
});

describe('automatic sending', () => {
  it('turns off into null and hours into their number, both ways', () => {
    expect(autoSendForm(null)).toEqual({ enabled: false, hours: 24 });
    expect(autoSendForm(0)).toEqual({ enabled: true, hours: 0 });
    expect(autoSendValue({ enabled: false, hours: 12 })).toBeNull();
    expect(autoSendValue({ enabled: true, hours: 12 })).toBe(12);
  });
});
