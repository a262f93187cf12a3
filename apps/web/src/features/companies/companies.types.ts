import type { companyCreateSchema, companyUpdateSchema } from '@app/domain/companies/company.schemas';
import type { z } from 'zod';

export type { Company, CompanyListEntry, CompanyLookup } from '@app/domain/companies/company.schemas';

/** What the company forms send: the output of the domain schemas (validated and normalised). */
export type CompanyCreatePayload = z.output<typeof companyCreateSchema>;
export type CompanyUpdatePayload = z.output<typeof companyUpdateSchema>;
