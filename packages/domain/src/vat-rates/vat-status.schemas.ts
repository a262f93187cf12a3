import { z } from 'zod';
import '../validation/rule-codes';

/**
 * A company's VAT status change (spec 02 §4): irreversible for its products and draft documents,
 * which all take the internal non-VAT-payer rate, or the chosen rate when it becomes a payer.
 */
export const vatStatusChangeSchema = z
  .object({
    vatPayer: z.boolean(),
    vatRateId: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((change, ctx) => {
    if (change.vatPayer && !change.vatRateId) {
      ctx.addIssue({ code: 'custom', path: ['vatRateId'], message: 'required' });
    }
  });
export type VatStatusChangeInput = z.input<typeof vatStatusChangeSchema>;
export type VatStatusChange = z.output<typeof vatStatusChangeSchema>;

export const vatStatusSchema = z.object({ vatPayer: z.boolean(), vatRateId: z.string() });
export type VatStatus = z.infer<typeof vatStatusSchema>;
