import { isExemptCategory } from '@app/domain/vat-rates/vat-categories';
import {
  VAT_RATE_CATALOGUE_USES,
  VAT_RATE_WARNING_USES,
  type VatRatePayload,
} from '@app/domain/vat-rates/vat-rate.schemas';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/http/errors';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { vatRatesRepo } from './vat-rates.repo';

const refused = (key: string, reasons: string[]) =>
  new HttpError(422, `settings.vat-rates.errors.${key}`, { errors: { vatRate: reasons } });

/** The rules of spec 02 §5 and §8 on a company's VAT rates that need the database. */
export function createVatRatesService(usage: UsageRegistry) {
  const usedBy = (db: Db, companyId: string, id: string) => usage.reasonsInUse(db, 'vat-rate', companyId, id);

  return {
    usedBy,

    /** Code, value and exemption reason together are unique (the reason names the exempt ones). */
    async clashes(
      db: Db,
      companyId: string,
      input: VatRatePayload,
      exceptId: string | null,
    ): Promise<Record<string, string[]>> {
      if (!(await vatRatesRepo.clashes(db, companyId, input, exceptId))) return {};
      return isExemptCategory(input.code) ? { exemptionReasonCode: ['unique'] } : { value: ['unique'] };
    },

    /** The internal rate never changes; a rate documents carry cannot change either. */
    async assertEditable(db: Db, companyId: string, row: { id: string; internal: boolean }) {
      if (row.internal) throw refused('internal', ['internal']);
      const documents = (await usedBy(db, companyId, row.id)).filter(
        (reason) => !VAT_RATE_CATALOGUE_USES.includes(reason),
      );
      if (documents.length > 0) throw refused('used', documents);
    },

    /** Refused for the internal rate and for every use but offers (which only lose the rate). */
    async assertDeletable(db: Db, companyId: string, row: { id: string; internal: boolean }) {
      if (row.internal) throw refused('delete-blocked', ['internal']);
      const blocking = (await usedBy(db, companyId, row.id)).filter(
        (reason) => !VAT_RATE_WARNING_USES.includes(reason),
      );
      if (blocking.length > 0) throw refused('delete-blocked', blocking);
    },
  };
}
export type VatRatesService = ReturnType<typeof createVatRatesService>;
