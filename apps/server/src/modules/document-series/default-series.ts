import type { DocumentSeriesType } from '@app/domain/document-series/document-series.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { CompanySetupStep } from '../companies/company-hooks';
import { documentSeriesRepo } from './document-series.repo';

/**
 * The series every new company starts with, so its first invoice, proforma or receipt can be issued
 * without a visit to the series screen. Ordinary rows: the user renames, re-dates or deletes them
 * like any other. The prefixes are Romanian abbreviations (factură, proformă, chitanță).
 */
export const DEFAULT_SERIES: readonly { type: DocumentSeriesType; prefix: string }[] = [
  { type: 'client-invoice', prefix: 'FACT' },
  { type: 'client-proforma-invoice', prefix: 'PROF' },
  { type: 'client-receipt', prefix: 'CHIT' },
];

/**
 * Adds the default series in the company's creation transaction, starting on the day of creation
 * and numbered from 0001. A new company has no other series, so neither uniqueness rule (prefix and
 * suffix; type and start date) can be broken. They carry the company's own creation time, which is
 * how the deletion check tells them from series the user added (see `countBlocking`).
 */
export const addDefaultSeries: CompanySetupStep = async (tx, company) => {
  const startDate = todayInRomania();
  for (const { type, prefix } of DEFAULT_SERIES) {
    await documentSeriesRepo.insert(
      tx.db,
      company.id,
      { type, prefix, suffix: null, startDate, startIndex: '0001' },
      { asCreatedWithCompany: true },
    );
  }
};
