import type { EInvoiceParty } from '@app/domain/einvoice/einvoice.types';
import { partnerInputSchema } from '@app/domain/partners/partner.schemas';
import type { Tx } from '../../db/client';
import { ValidationError } from '../../platform/http/errors';
import { createPartnerInTx } from '../partners/partners.service';
import { partnerByCif } from '../supplier-invoices/supplier-invoice-receipt';
import { efacturaInboxRepo } from './efactura-inbox.repo';
import { partyCif, ReceivedInvoiceError } from './received-invoice-mapping';

/** The seller's address as a partner address: Bucharest's "SECTOR3" becomes București, sector 3. */
function addressOf(party: EInvoiceParty) {
  const { address } = party;
  const sector = /^SECTOR\s*([1-6])$/i.exec(address.city?.trim() ?? '');
  const bucharest = address.country === 'RO' && (address.countrySubentity === 'RO-B' || sector);
  return {
    countryCode: address.country,
    countyCode: address.countrySubentity,
    city: bucharest && sector ? 'București' : (address.city ?? ''),
    district: bucharest && sector ? Number(sector[1]) : null,
    zipCode: address.postalCode,
    street: address.street ?? address.addressLine ?? '',
    additionalStreet: address.additionalStreet,
  };
}

function partnerInput(party: EInvoiceParty, cif: string | null, name: string) {
  const romanian = party.address.country === 'RO';
  return partnerInputSchema.safeParse({
    type: 'company',
    role: 'supplier',
    name,
    legalName: party.name,
    commercialName: party.tradingName,
    businessId: romanian ? cif : null,
    internationalBusinessId: romanian ? null : (party.vatId ?? party.legalId?.id ?? null),
    vatPayer: Boolean(party.vatId),
    email: party.contact?.email ?? null,
    address: addressOf(party),
  });
}

/**
 * The supplier of a received invoice among the company's partners: the one with the seller's CUI
 * (with or without RO), else a new supplier partner made from the XML's seller, through the
 * partners module's own creation (its rules and unique checks). A name another partner already
 * has gets the CUI added to it. A seller the partner rules refuse keeps the e-invoice unimported
 * with the reason `supplier-not-created`.
 */
export async function supplierFor(tx: Tx, companyId: string, seller: EInvoiceParty) {
  const cif = partyCif(seller);
  if (cif) {
    await efacturaInboxRepo.lockSupplierCif(tx.db, companyId, cif);
    const known = await partnerByCif(tx.db, companyId, cif);
    if (known) return { id: known.id, name: known.name };
  }
  const names = [seller.name, cif ? `${seller.name} (${cif})` : null].filter(Boolean) as string[];
  for (const name of names) {
    const input = partnerInput(seller, cif, name.slice(0, 200));
    if (!input.success) break;
    try {
      const created = await createPartnerInTx(tx, companyId, input.data);
      return { id: created.id, name: created.name };
    } catch (error) {
      // Only a name clash is worth a second try; the unique checks run before any insert.
      if (!(error instanceof ValidationError)) throw error;
      if (!('name' in error.errors)) throw new ReceivedInvoiceError('supplier-not-created');
    }
  }
  throw new ReceivedInvoiceError('supplier-not-created');
}
