import { z } from 'zod';

export const COMPANY_STATUSES = ['active', 'inactive', 'expired', 'unauthorized', 'pending'] as const;

/** A company as listed in the company selector and the company list (1 means yes for the flags). */
export const companyListEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  businessId: z.string(),
  anafSpvStatus: z.enum(COMPANY_STATUSES),
  isMigratedToAnafSpvEtransport: z.boolean(),
  nbInvoices: z.number().int(),
  vatPayer: z.union([z.literal(0), z.literal(1)]),
  vatUponCollection: z.union([z.literal(0), z.literal(1)]),
});
export type CompanyListEntry = z.infer<typeof companyListEntrySchema>;
