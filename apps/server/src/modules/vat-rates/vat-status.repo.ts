import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../companies/companies.tables';

/** The company row as far as its VAT status goes (the companies module owns the rest of it). */
export const vatStatusRepo = {
  /** The company's VAT flag, its row locked so concurrent changes queue. */
  async lockCompany(db: Db, companyId: string): Promise<{ vatPayer: boolean } | null> {
    const [row] = await db
      .select({ vatPayer: companies.vatPayer })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    return row ?? null;
  },

  async setVatPayer(db: Db, companyId: string, vatPayer: boolean): Promise<void> {
    await db.update(companies).set({ vatPayer, updatedAt: new Date() }).where(eq(companies.id, companyId));
  },
};
