import { randomBytes } from 'node:crypto';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIMEZONE } from '@app/domain/auth/locale';
import type { Database } from '../db/client';
import { accountsRepo } from '../modules/accounts/accounts.repo';
import { companiesRepo } from '../modules/companies/companies.repo';
import { type CompanyHooks, setUpCompany } from '../modules/companies/company-hooks';
import { hashPassword } from '../platform/auth/passwords';

export const DEFAULT_DEMO_EMAIL = 'demo@demo.ro';

/** A password that meets the rules: letters of both cases, digits, and no dictionary word. */
export function generatePassword(): string {
  return `Demo-${randomBytes(9).toString('base64url')}-7a`;
}

/**
 * Makes sure the demo account exists with the given (or a fresh) password, a verified e-mail and
 * one company, so a first start can be signed into at once; with `sampleData` the company also gets
 * the modules' sample clients, series and documents.
 */
export async function seedDemo(
  database: Database,
  hooks: CompanyHooks,
  email: string,
  password: string,
  options: { sampleData?: boolean } = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const existing = await accountsRepo.findByEmail(database.db, email);
  if (existing) {
    await accountsRepo.update(database.db, existing.id, { passwordHash, deletionScheduledAt: null });
    return;
  }
  const companyId = await database.transaction(async (tx) => {
    const tenantId = await accountsRepo.createTenant(tx.db);
    await accountsRepo.insertUser(tx.db, {
      tenantId,
      email,
      passwordHash,
      role: 'admin',
      fname: 'Demo',
      lname: 'Utilizator',
      locale: 'ro-RO',
      timezone: DEFAULT_TIMEZONE,
      dateFormat: DEFAULT_DATE_FORMAT,
      emailVerifiedAt: new Date(),
      tosAcceptedAt: new Date(),
    });
    const company = await companiesRepo.insert(tx.db, {
      tenantId,
      businessId: '18547290',
      legalName: 'Demo Facturare SRL',
      vatPayer: true,
      countryCode: 'RO',
      countyCode: 'RO-CJ',
      city: 'Cluj-Napoca',
      street: 'Str. Memorandumului nr. 28',
    });
    await setUpCompany(hooks, tx, company);
    return company.id;
  });
  if (options.sampleData) for (const step of hooks.demoSteps) await step(companyId);
}
