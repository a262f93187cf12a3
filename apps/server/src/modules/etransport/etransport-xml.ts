import {
  writeCancellationXml,
  writeConfirmationXml,
  writeDeclarationXml,
  writeVehicleModificationXml,
} from '@app/anaf/etransport/etransport-writer';
import type { StoredAddress } from '@app/domain/addresses/address-snapshot';
import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import { declarationRowErrors, etransportPartyCode } from '@app/domain/etransport/declaration-party-rules';
import type {
  TransportConfirmationPayload,
  VehicleModificationPayload,
} from '@app/domain/etransport/follow-up.schemas';
import type { FieldErrors } from '@app/domain/validation/rule-codes';
import type { Db } from '../../db/client';
import { ValidationError } from '../../platform/http/errors';
import type { ItemRow } from './etransport.repo';
import type { EtransportMessage } from './etransport.tables';
import { type DeclarationPartner, etransportPartiesRepo as parties } from './etransport-parties.repo';

export type ResolvedDeclaration = {
  partner: DeclarationPartner;
  organizer: DeclarationPartner;
  ownAddress: StoredAddress | null;
  partnerAddress: StoredAddress | null;
};

/**
 * The stored rows a declaration names, checked by the rules that need them (partner roles and
 * countries, the organizer's code, route end addresses): a 422 with the field and the rule id.
 */
export async function resolveDeclaration(
  db: Db,
  companyId: string,
  payload: DeclarationPayload,
): Promise<ResolvedDeclaration> {
  const errors: FieldErrors = {};
  const partner = await parties.partner(db, companyId, payload.partnerId);
  if (!partner) errors.partnerId = ['exists'];
  const organizer = await parties.partner(db, companyId, payload.deliveryPartnerId);
  if (!organizer) errors.deliveryPartnerId = ['exists'];
  const ownAddress = payload.myCompanyDeliveryAddressId
    ? await parties.companyAddress(db, companyId, payload.myCompanyDeliveryAddressId)
    : null;
  if (payload.myCompanyDeliveryAddressId && !ownAddress) errors.myCompanyDeliveryAddressId = ['exists'];
  const partnerAddress =
    payload.partnerDeliveryAddressId && partner
      ? await parties.partnerAddress(db, companyId, partner.id, payload.partnerDeliveryAddressId)
      : null;
  if (payload.partnerDeliveryAddressId && partner && !partnerAddress)
    errors.partnerDeliveryAddressId = ['exists'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const resolved = {
    partner: partner as DeclarationPartner,
    organizer: organizer as DeclarationPartner,
    ownAddress,
    partnerAddress,
  };
  const ruleErrors = declarationRowErrors({ ...payload, ...resolved });
  if (Object.keys(ruleErrors).length > 0) throw new ValidationError(ruleErrors);
  return resolved;
}

const partyXml = (party: DeclarationPartner, unknownPersonAllowed: boolean) => ({
  name: party.name,
  countryCode: party.countryCode,
  code: etransportPartyCode(party, unknownPersonAllowed),
});

/**
 * refDeclarant: the user's reference, or the product's own for the row when the user gave none.
 * ANAF's list shows it with each message, so a retried upload finds the one that already arrived.
 */
export const declarantReference = (item: Pick<ItemRow, 'id' | 'referenceCode'>): string =>
  item.referenceCode ?? `ET-${item.id.replace(/-/g, '').slice(0, 20).toUpperCase()}`;

/** The message a row uploads and its XML, from its stored payload and the rows it names. */
export async function itemXml(
  db: Db,
  item: ItemRow,
  companyCui: string,
  options: { cancel?: boolean; correctedUit?: string | null } = {},
): Promise<{ message: EtransportMessage; xml: string }> {
  const referenceCode = declarantReference(item);
  if (options.cancel) {
    const uit = item.uit as string;
    return { message: 'stergere', xml: writeCancellationXml({ companyCui, uit, referenceCode }) };
  }
  if (item.kind === 'vehicle-modification') {
    const modification = { ...(item.payload as unknown as VehicleModificationPayload), referenceCode };
    return { message: 'modifVehicul', xml: writeVehicleModificationXml({ companyCui, modification }) };
  }
  if (item.kind === 'transport-confirmation') {
    const confirmation = { ...(item.payload as unknown as TransportConfirmationPayload), referenceCode };
    return { message: 'confirmare', xml: writeConfirmationXml({ companyCui, confirmation }) };
  }
  const declaration = { ...(item.payload as unknown as DeclarationPayload), referenceCode };
  const resolved = await resolveDeclaration(db, item.companyId, declaration);
  const xml = writeDeclarationXml({
    companyCui,
    declaration,
    partner: partyXml(resolved.partner, true),
    organizer: partyXml(resolved.organizer, false),
    ownAddress: resolved.ownAddress,
    partnerAddress: resolved.partnerAddress,
    correctedUit: options.correctedUit ?? null,
  });
  return { message: 'notificare', xml };
}
