import type {
  bankAccountInputSchema,
  bankAccountSchema,
  companyAddressInputSchema,
  companyAddressSchema,
  companyCreateSchema,
  companyUpdateSchema,
  contactInputSchema,
  contactSchema,
} from '@app/domain/companies/company.schemas';
import type { z } from 'zod';

export type { Company, CompanyListEntry, CompanyLookup } from '@app/domain/companies/company.schemas';

/** What the company forms send: the output of the domain schemas (validated and normalised). */
export type CompanyCreatePayload = z.output<typeof companyCreateSchema>;
export type CompanyUpdatePayload = z.output<typeof companyUpdateSchema>;

/** A working point (extra address) of a company. */
export type CompanyAddress = z.infer<typeof companyAddressSchema>;
export type CompanyAddressPayload = z.output<typeof companyAddressInputSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactInputSchema>;
export type BankAccount = z.infer<typeof bankAccountSchema>;
export type BankAccountPayload = z.output<typeof bankAccountInputSchema>;

/** The sub-resources of a company, each listed, created, edited and deleted the same way. */
export type CompanySubResource = 'addresses' | 'contacts' | 'bank-accounts';
