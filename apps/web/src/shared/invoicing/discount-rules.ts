import type { DiscountType } from './line-form-values';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * The first rule a document discount breaks (the codes of the schema and of the totals): a value
 * is required for a type, a dot decimal with at most 2 decimals, a percent at most 100, a fixed
 * amount at most what the lines add up to.
 */
export function discountRule(type: DiscountType | null, value: string, lineNetTotal: string): string | null {
  if (type === null) return null;
  const text = value.trim();
  if (text === '') return 'required';
  if (!/^\d+(\.\d+)?$/.test(text)) return 'numeric';
  if (!AMOUNT.test(text)) return 'decimal:0-2';
  if (type !== 'fixed' && Number(text) > 100) return 'max:100';
  if (type === 'fixed' && Number(text) > Number(lineNetTotal)) return `max:${lineNetTotal}`;
  return null;
}
