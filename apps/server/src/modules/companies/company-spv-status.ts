import type { SpvConnectionStatus } from '@app/domain/efactura/efactura-states';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from './companies.tables';

/**
 * The company's copy of its SPV connection status and certificate date (the company list and view
 * show them): the SPV connection module calls this in the transaction that changes the connection,
 * so both always agree.
 */
export async function setCompanySpvStatus(
  db: Db,
  companyId: string,
  values: { status?: SpvConnectionStatus; certificateExpirationDate?: string | null },
): Promise<void> {
  const set: Partial<typeof companies.$inferInsert> = {};
  if (values.status !== undefined) set.anafSpvStatus = values.status;
  if (values.certificateExpirationDate !== undefined)
    set.certificateExpirationDate = values.certificateExpirationDate;
  if (Object.keys(set).length === 0) return;
  await db.update(companies).set(set).where(eq(companies.id, companyId));
}

/** The company facts the SPV connection needs: its tenant, CUI (digits) and name. */
export async function companyForSpv(
  db: Db,
  companyId: string,
): Promise<{ id: string; tenantId: string; businessId: string; legalName: string } | null> {
  const [row] = await db
    .select({
      id: companies.id,
      tenantId: companies.tenantId,
      businessId: companies.businessId,
      legalName: companies.legalName,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}
