import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { compactSwift, swiftRule } from '../validators/swift';

export const BANK_NAME_MAX = 100;

export const bankInputSchema = z.object({
  name: z.string().trim().min(1).max(BANK_NAME_MAX),
  swift: ruledString(swiftRule).transform(compactSwift),
});
export type BankInput = z.input<typeof bankInputSchema>;
export type BankPayload = z.output<typeof bankInputSchema>;

export const bankSchema = z.object({
  id: z.string(),
  name: z.string(),
  swift: z.string(),
  createdAt: z.string(),
});
export type Bank = z.infer<typeof bankSchema>;
