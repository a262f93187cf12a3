import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { emailRule } from '../validators/email';

export const PROBLEM_DESCRIPTION_MAX = 5000;

/** The problem-report form (spec 02 §2): who writes, where to answer, what happened. */
export const problemReportSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: ruledString(emailRule),
  description: z.string().trim().min(1).max(PROBLEM_DESCRIPTION_MAX),
  /** The page the report was written from, to find the problem faster. */
  page: z.string().trim().max(500).optional(),
});
export type ProblemReportInput = z.input<typeof problemReportSchema>;
