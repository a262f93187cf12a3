import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { isIsoDate } from '../validators/iso-date';
import { SERIES_INDEX_MAX_DIGITS, SERIES_NUMBER_MAX } from './series-number';

/** The documents numbered by a series (spec 02 §3 Document series). */
export const DOCUMENT_SERIES_TYPES = [
  'client-invoice',
  'client-proforma-invoice',
  'client-receipt',
  'client-goods-despatch-advice',
  'goods-receipt-note',
  'stock-consumption-receipt',
  'stock-reception-receipt',
] as const;
export type DocumentSeriesType = (typeof DOCUMENT_SERIES_TYPES)[number];

/**
 * The documents of each type as spec 02 §8 names them in deletion blocks; a series that has handed
 * out numbers is in use by its type's documents even before their module registers its check.
 */
export const DOCUMENT_KIND_OF_SERIES_TYPE: Record<DocumentSeriesType, string> = {
  'client-invoice': 'client-invoices',
  'client-proforma-invoice': 'proformas',
  'client-receipt': 'client-receipts',
  'client-goods-despatch-advice': 'client-goods-despatch-advices',
  'goods-receipt-note': 'goods-receipt-notes',
  'stock-consumption-receipt': 'stock-consumption-receipts',
  'stock-reception-receipt': 'stock-reception-receipts',
};

export const SERIES_LIMITS = { prefix: 20, suffix: 20 } as const;
/** No series starts before this date (the bound the spec leaves unnamed). */
export const SERIES_MIN_START_DATE = '2000-01-01';

/** The fields fixed once documents use the series (spec 02 §5). */
export const SERIES_LOCKED_FIELDS = ['type', 'prefix', 'suffix', 'startDate'] as const;

/** First number: digits only, leading zeros fix the digit count, at most 19 digits, at least 1. */
export const startIndexRule = (value: string): string | null => {
  if (value === '') return 'required';
  if (!/^[0-9]+$/.test(value)) return 'numeric';
  if (value.length > SERIES_INDEX_MAX_DIGITS) return `max:${SERIES_INDEX_MAX_DIGITS}`;
  const number = BigInt(value);
  if (number < 1n) return 'min:1';
  return number > SERIES_NUMBER_MAX ? 'invalid' : null;
};

export const startDateRule = (value: string): string | null => {
  if (value === '') return 'required';
  if (!isIsoDate(value)) return 'date';
  return value < SERIES_MIN_START_DATE ? `after_or_equal:${SERIES_MIN_START_DATE}` : null;
};

/** Whether the start date is after today: allowed, but the form warns (spec 02 §5). */
export const isFutureStartDate = (startDate: string, today: string) =>
  isIsoDate(startDate) && startDate > today;

export const documentSeriesInputSchema = z.object({
  type: z.enum(DOCUMENT_SERIES_TYPES),
  prefix: z.string().trim().min(1).max(SERIES_LIMITS.prefix),
  suffix: z
    .string()
    .trim()
    .max(SERIES_LIMITS.suffix)
    .nullish()
    .transform((value) => value || null),
  startDate: ruledString(startDateRule),
  startIndex: ruledString(startIndexRule),
});
export type DocumentSeriesInput = z.input<typeof documentSeriesInputSchema>;
export type DocumentSeriesPayload = z.output<typeof documentSeriesInputSchema>;

export const documentSeriesSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_SERIES_TYPES),
  prefix: z.string(),
  suffix: z.string().nullable(),
  startDate: z.string(),
  startIndex: z.string(),
  /** The last number handed out (informational), null before the first. */
  currentIndex: z.string().nullable(),
  /** The next number as documents will show it, null when the series is exhausted. */
  nextNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentSeries = z.infer<typeof documentSeriesSchema>;
