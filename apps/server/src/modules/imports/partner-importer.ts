import { checkImportRows, UNIQUE_KEYS } from '@app/domain/imports/import-rows';
import { partnerImportField } from '@app/domain/imports/partner-import-row';
import type { Db } from '../../db/client';
import { createCheckedPartnersInTx, createPartnerInTx } from '../partners/partners.service';
import { importLookupsRepo } from './import-lookups.repo';
import { type Importer, keysOf, markTaken } from './importer';

const [byName, byBusinessId, bySecondaryId, byPersonId] = UNIQUE_KEYS.partners as [
  (typeof UNIQUE_KEYS.partners)[number],
  (typeof UNIQUE_KEYS.partners)[number],
  (typeof UNIQUE_KEYS.partners)[number],
  (typeof UNIQUE_KEYS.partners)[number],
];

/** Partners: the rules of the partner form, and names and ids no other partner of the company has. */
export const partnerImporter: Importer = async (db: Db, companyId, rows) => {
  const results = checkImportRows('partners', rows, {});
  // A business id key is a CUI's digits or a foreign id: looked for in both columns.
  const businessIds = keysOf(results, byBusinessId);
  const [names, ids] = await Promise.all([
    importLookupsRepo.partnerNamesTaken(db, companyId, keysOf(results, byName)),
    importLookupsRepo.partnerIdsTaken(db, companyId, {
      businessIds,
      internationalBusinessIds: businessIds,
      secondaryBusinessIds: keysOf(results, bySecondaryId),
      personIds: keysOf(results, byPersonId),
    }),
  ]);
  markTaken(results, byName, names);
  markTaken(results, byBusinessId, new Set([...ids.businessIds, ...ids.internationalBusinessIds]));
  markTaken(results, bySecondaryId, ids.secondaryBusinessIds);
  markTaken(results, byPersonId, ids.personIds);

  const partnerAt = (index: number) => {
    const partner = results[index]?.row.partner;
    if (!partner) throw new Error(`partner import row ${index} is not valid`);
    return partner;
  };

  return {
    results,
    insertMany: (tx, from, to) =>
      createCheckedPartnersInTx(
        tx,
        companyId,
        results.slice(from, to).map((_, offset) => partnerAt(from + offset)),
      ),
    insert: (tx, index) => createPartnerInTx(tx, companyId, partnerAt(index)).then(() => undefined),
    forget() {},
    fieldOf: (index, field) => {
      const candidate = results[index]?.row.candidate;
      return candidate ? partnerImportField(field, candidate) : field;
    },
  };
};
