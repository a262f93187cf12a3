import { describe, expect, it } from 'vitest';
import { parsePlanCode, planLabel } from './plan-label';

describe('parsePlanCode', () => {
  it('reads product plans', () => {
    expect(parsePlanCode('plan:invoicing-basic:yearly')).toEqual({
      kind: 'basic',
      product: 'invoicing',
      period: 'yearly',
    });
    expect(parsePlanCode('plan:invoicing-smart:monthly')).toEqual({
      kind: 'smart',
      product: 'invoicing',
      period: 'monthly',
    });
  });

  it('reads the e-Transport add-on', () => {
    expect(parsePlanCode('addon:etransport:quarterly')).toEqual({
      kind: 'etransport',
      product: null,
      period: 'quarterly',
    });
  });

  it('refuses unknown shapes and periods', () => {
    expect(parsePlanCode('plan:invoicing-premium:yearly')).toBeNull();
    expect(parsePlanCode('plan:invoicing-basic:weekly')).toBeNull();
    expect(parsePlanCode('')).toBeNull();
  });
});

describe('planLabel', () => {
  const t = (key: string) => `<${key}>`;

  it('joins the translated kind and period', () => {
    expect(planLabel('plan:invoicing-basic:yearly', t)).toBe(
      '<companies.plans.kind.basic> · <companies.plans.period.yearly>',
    );
    expect(planLabel('addon:etransport:monthly', t)).toBe(
      '<companies.plans.kind.etransport> · <companies.plans.period.monthly>',
    );
  });

  it('shows an unknown code as it is', () => {
    expect(planLabel('promo:2025', t)).toBe('promo:2025');
  });
});
