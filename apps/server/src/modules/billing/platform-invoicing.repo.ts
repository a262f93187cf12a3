import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { companies } from '../companies/companies.tables';
import { partners } from '../partners/partners.tables';
import { subscriptionPayments } from './billing.tables';

const proformas = alias(clientDocuments, 'proformas');
const invoices = alias(clientDocuments, 'invoices');

/** The SQL of the platform's own documents: the buyer as its client, the documents of a payment. */
export const platformInvoicingRepo = {
  /** The buying company, as the platform's client is made from it. */
  async buyer(db: Db, companyId: string) {
    const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
    return row ?? null;
  },

  /** Serialises finding or making the client of one CUI at one issuer (two payments at once). */
  async lockClientCif(db: Db, issuerId: string, cif: string) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${issuerId}:client:${cif}`}))`);
  },

  /** The issuer's client with the CUI (with or without RO). */
  async clientByCif(db: Db, issuerId: string, cif: string): Promise<string | null> {
    const digits = cif.replace(/^RO/i, '').trim();
    const [row] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(
        and(
          eq(partners.companyId, issuerId),
          inArray(partners.businessId, [digits, `RO${digits}`]),
          inArray(partners.role, ['client', 'both']),
        ),
      )
      .limit(1);
    return row?.id ?? null;
  },

  /** A payment's proforma and invoice: their issuer, number, and whether they were mailed. */
  async documentsOf(db: Db, paymentId: string) {
    const [row] = await db
      .select({
        payment: subscriptionPayments,
        proformaCompanyId: proformas.companyId,
        proformaNumber: proformas.seriesNumber,
        invoiceCompanyId: invoices.companyId,
        invoiceNumber: invoices.seriesNumber,
      })
      .from(subscriptionPayments)
      .leftJoin(proformas, eq(proformas.id, subscriptionPayments.proformaId))
      .leftJoin(invoices, eq(invoices.id, subscriptionPayments.invoiceId))
      .where(eq(subscriptionPayments.id, paymentId));
    return row ?? null;
  },
};
