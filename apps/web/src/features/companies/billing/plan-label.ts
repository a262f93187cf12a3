import { PLAN_PERIODS } from '@app/domain/billing/billing.schemas';

export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export type PlanKind = 'basic' | 'smart' | 'etransport';

export interface PlanCodeParts {
  kind: PlanKind;
  /** The product of a plan ("invoicing"); null for add-ons. */
  product: string | null;
  period: PlanPeriod;
}

const PLAN_CODE = /^plan:([a-z][a-z0-9]*)-(basic|smart):([a-z]+)$/;
const ADDON_CODE = /^addon:(etransport|e-transport):([a-z]+)$/;

const isPeriod = (value: string | undefined): value is PlanPeriod =>
  (PLAN_PERIODS as readonly string[]).includes(value ?? '');

/** "plan:invoicing-basic:yearly" -> basic, invoicing, yearly; "addon:etransport:quarterly" -> the add-on. */
export function parsePlanCode(code: string): PlanCodeParts | null {
  const plan = PLAN_CODE.exec(code);
  if (plan && isPeriod(plan[3])) {
    return { kind: plan[2] as 'basic' | 'smart', product: plan[1] ?? null, period: plan[3] };
  }
  const addon = ADDON_CODE.exec(code);
  if (addon && isPeriod(addon[2])) return { kind: 'etransport', product: null, period: addon[2] };
  return null;
}

type Translate = (key: string) => string;

/** "Basic · yearly" in the interface language; an unknown code is shown as it is. */
export function planLabel(code: string, t: Translate): string {
  const parts = parsePlanCode(code);
  if (!parts) return code;
  return `${t(`companies.plans.kind.${parts.kind}`)} · ${t(`companies.plans.period.${parts.period}`)}`;
}
