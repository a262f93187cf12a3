import type { DocumentParties } from '@app/domain/invoicing/document-parties.schemas';
import type { Database } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import { invoiceUblOf } from './client-invoice-ubl';
import { clientDocumentsRepo as repo } from './client-invoices.repo';
import { documentSourcesRepo } from './document-sources.repo';

const refused = (reason: string) => new HttpError(422, `client-invoices.errors.${reason}`, { errors: {} });

/**
 * The e-invoice side of client invoices: the UBL XML of an issued invoice, and the parties a
 * document would copy now (the form checks the e-invoice rules live on them).
 */
export function createClientInvoiceXmlService(database: Database) {
  return {
    /**
     * The CIUS-RO UBL of an issued invoice (a voided one too: it was issued). A draft has no
     * number yet; a natural-person client without a CNP at issue gets no XML (spec 02 §8).
     */
    async xml(companyId: string, id: string): Promise<{ xml: string; fileName: string }> {
      const row = await repo.find(database.db, companyId, 'invoice', id);
      if (!row) throw notFound();
      const ubl = await invoiceUblOf(database.db, row);
      if (!ubl.ok) throw refused(`xml-${ubl.reason}`);
      return { xml: ubl.xml, fileName: ubl.fileName };
    },

    /**
     * The seller and buyer snapshots a document with these choices would copy now, exactly as
     * saving it would; an unknown partner, delivery address or bank account is a 422 on its field.
     */
    async parties(
      companyId: string,
      query: { partnerId: string; deliveryAddressId: string | null; companyBankAccountIds: string[] },
    ): Promise<DocumentParties> {
      const { db } = database;
      const buyer = await documentSourcesRepo.buyer(db, companyId, query.partnerId, query.deliveryAddressId);
      if (!buyer) throw new ValidationError({ partnerId: ['exists'] });
      // Documents are issued to clients only, as saving one checks.
      if (buyer.partner.role !== 'client' && buyer.partner.role !== 'both')
        throw new ValidationError({ partnerId: ['invalid'] });
      const errors: Record<string, string[]> = {};
      if (
        query.deliveryAddressId &&
        !(await documentSourcesRepo.partnerHas(db, buyer.partner.id, 'address', query.deliveryAddressId))
      )
        errors.deliveryAddressId = ['exists'];
      const accounts = await documentSourcesRepo.companyBankAccountIds(db, companyId);
      query.companyBankAccountIds.forEach((accountId, index) => {
        if (!accounts.includes(accountId)) errors[`companyBankAccountIds.${index}`] = ['exists'];
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const seller = await documentSourcesRepo.seller(db, companyId, query.companyBankAccountIds);
      return { seller, buyer: buyer.party };
    },
  };
}
export type ClientInvoiceXmlService = ReturnType<typeof createClientInvoiceXmlService>;
