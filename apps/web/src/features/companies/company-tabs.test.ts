import { describe, expect, it } from 'vitest';
import { COMPANY_TABS, tabOfPath, visibleCompanyTabs } from './company-tabs';

describe('the company tabs', () => {
  it('offer the subscriptions only to a holder of billing.read', () => {
    expect(visibleCompanyTabs('details', true)).toEqual([...COMPANY_TABS]);
    expect(visibleCompanyTabs('details', false)).not.toContain('subscriptions');
    expect(visibleCompanyTabs('details', false)).toContain('anaf-spv');
  });

  it('keep the subscriptions tab open where the plan gate sent a user without it', () => {
    expect(visibleCompanyTabs('subscriptions', false)).toContain('subscriptions');
  });

  it('name the open tab from the address', () => {
    expect(tabOfPath('/my-companies/c1/subscriptions', 'c1')).toBe('subscriptions');
    expect(tabOfPath('/my-companies/c1/addresses/a1', 'c1')).toBe('addresses');
    expect(tabOfPath('/my-companies/c1', 'c1')).toBe('details');
  });
});
