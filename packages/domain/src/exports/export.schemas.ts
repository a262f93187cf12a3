import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { isIsoDate } from '../validators/iso-date';

/**
 * What an export job archives (spec 01 §3 Archive kinds, spec 02 §3 Export job), plus the
 * accountant's export: a period's sales and purchase invoices as SAGA import XML files.
 */
export const EXPORT_KINDS = [
  'client-invoice-pdfs',
  'client-invoice-seals',
  'supplier-invoice-pdfs',
  'supplier-invoice-seals',
  'accounting-saga',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_STATUSES = ['pending', 'failed', 'complete'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * An export covers at most a year of documents; the list shows the jobs of the last month. Rule
 * codes: `exports.period-order`, `exports.period-too-long`, and from the service
 * `exports.nothing-to-process` and `exports.already-running` (spec 02 §8 Subscriptions and exports).
 */
export const MAX_EXPORT_PERIOD_DAYS = 366;
export const EXPORT_LIST_DAYS = 31;

const DAY_MS = 86_400_000;
const dateRule = (value: string) => (value === '' ? 'required' : isIsoDate(value) ? null : 'invalid');

export const exportRequestSchema = z
  .object({
    kind: z.enum(EXPORT_KINDS),
    from: ruledString(dateRule),
    to: ruledString(dateRule),
  })
  .superRefine((value, ctx) => {
    if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
    if (value.to < value.from) {
      ctx.addIssue({ code: 'custom', message: 'exports.period-order', path: ['to'] });
      return;
    }
    const days = (Date.parse(value.to) - Date.parse(value.from)) / DAY_MS + 1;
    if (days > MAX_EXPORT_PERIOD_DAYS) {
      ctx.addIssue({ code: 'custom', message: 'exports.period-too-long', path: ['to'] });
    }
  });
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const exportJobSchema = z.object({
  id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  status: z.enum(EXPORT_STATUSES),
  from: z.string(),
  to: z.string(),
  /** Documents to archive, and how many are in the archive so far (the progress bar). */
  total: z.number().int(),
  processed: z.number().int(),
  /** The archive's size in bytes once complete. */
  size: z.number().int().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;
export const exportListSchema = z.object({ items: z.array(exportJobSchema) });

/** The archive's name: what, for which company and which period (`facturi-clienti-pdf_RO123_2026-10-01_2026-10-31.zip`). */
const FILE_PREFIX: Record<ExportKind, string> = {
  'client-invoice-pdfs': 'facturi-clienti-pdf',
  'client-invoice-seals': 'facturi-clienti-sigilii',
  'supplier-invoice-pdfs': 'facturi-furnizori-pdf',
  'supplier-invoice-seals': 'facturi-furnizori-sigilii',
  'accounting-saga': 'contabilitate-saga',
};

export function exportFileName(kind: ExportKind, companyCode: string, from: string, to: string): string {
  const code = companyCode.replace(/[^\w-]+/g, '') || 'firma';
  return `${FILE_PREFIX[kind]}_${code}_${from}_${to}.zip`;
}
