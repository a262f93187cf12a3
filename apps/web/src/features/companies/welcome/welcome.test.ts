import { describe, expect, it } from 'vitest';
import { welcomeFor } from './welcome';

describe('welcomeFor', () => {
  it('takes the first flag set to true', () => {
    expect(welcomeFor({ showInvoicingSmartLaunch: true, showWelcome: true }, false)).toEqual({
      kind: 'smart-launch',
      product: 'invoicing',
    });
    expect(welcomeFor({ showWelcome: true, showInvoicingSmartLaunch: true }, false)).toEqual({
      kind: 'welcome',
    });
    expect(welcomeFor({ showInvoicingSmartLaunch: false, showStockSmartLaunch: true }, false)).toEqual({
      kind: 'smart-launch',
      product: 'stock',
    });
  });

  it('ignores flags that are not about the welcome', () => {
    expect(welcomeFor({ betaReports: true, showWelcome: false }, false)).toEqual({ kind: 'welcome' });
  });

  it('shows the plain welcome without flags, once', () => {
    expect(welcomeFor({}, false)).toEqual({ kind: 'welcome' });
    expect(welcomeFor({}, true)).toBeNull();
    expect(welcomeFor({ showWelcome: true }, true)).toBeNull();
  });
});
