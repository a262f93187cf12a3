import { parsePlanCode } from '../companies/billing/plan-label';

type Translate = (key: string) => string;

/** A plan code's kind ("Basic") and billing period ("yearly"); an unknown code is its own kind. */
export function planParts(code: string, t: Translate): { plan: string; period: string } {
  const parts = parsePlanCode(code);
  if (!parts) return { plan: code, period: '' };
  return {
    plan: t(`companies.plans.kind.${parts.kind}`),
    period: t(`companies.plans.period.${parts.period}`),
  };
}
