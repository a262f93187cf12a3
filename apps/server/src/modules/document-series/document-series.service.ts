import {
  DOCUMENT_KIND_OF_SERIES_TYPE,
  type DocumentSeries,
  type DocumentSeriesPayload,
  type DocumentSeriesType,
  SERIES_LOCKED_FIELDS,
} from '@app/domain/document-series/document-series.schemas';
import {
  formatSeriesNumber,
  nextFormattedNumber,
  nextSeriesNumber,
  padSeriesNumber,
} from '@app/domain/document-series/series-number';
import type { Database, Db, Tx } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { type DocumentSeriesRow, documentSeriesRepo } from './document-series.repo';

export type AllocatedNumber = { number: string; formatted: string };

const seriesRefused = (message: string, code: string) =>
  new HttpError(422, `settings.document-series.errors.${message}`, { errors: { documentSeriesId: [code] } });

/**
 * Hands out the next number of a series inside the caller's transaction (a document's publication):
 * the series row stays locked until that transaction ends, so concurrent publications queue and
 * numbers are gapless and strictly increasing; a rollback gives the number back. A series of another
 * company, or of another document type when `type` is given, is refused.
 */
export async function allocateNumber(
  tx: Tx,
  companyId: string,
  seriesId: string,
  options: { type?: DocumentSeriesType } = {},
): Promise<AllocatedNumber> {
  const series = await documentSeriesRepo.lock(tx.db, companyId, seriesId);
  if (!series || (options.type && series.type !== options.type)) throw seriesRefused('not-found', 'invalid');
  const next = nextSeriesNumber(series.startIndex, series.lastNumber);
  if (next === null) throw seriesRefused('exhausted', 'exhausted');
  await documentSeriesRepo.setLastNumber(tx.db, series.id, next);
  return { number: padSeriesNumber(series.startIndex, next), formatted: formatSeriesNumber(series, next) };
}

export function toDocumentSeries(row: DocumentSeriesRow): DocumentSeries {
  return {
    id: row.id,
    type: row.type,
    prefix: row.prefix,
    suffix: row.suffix,
    startDate: row.startDate,
    startIndex: row.startIndex,
    currentIndex: row.lastNumber === null ? null : padSeriesNumber(row.startIndex, row.lastNumber),
    nextNumber: nextFormattedNumber(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A unique index that a concurrent request beat us to: the same answer as the checks before it. */
function clashOfUniqueViolation(error: unknown): ValidationError | null {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string };
  if (cause?.code !== '23505') return null;
  if (cause.constraint === 'document_series_company_prefix_suffix_key')
    return new ValidationError({ prefix: ['unique'] });
  if (cause.constraint === 'document_series_company_type_start_key')
    return new ValidationError({ startDate: ['unique'] });
  return null;
}

export function createDocumentSeriesService(database: Database, usage: UsageRegistry) {
  /**
   * Why the series is in use: the documents registered as using it, and its own document kind once
   * it has handed out a number (a number means a document carries it).
   */
  async function usedBy(db: Db, companyId: string, row: DocumentSeriesRow): Promise<string[]> {
    const reasons = await usage.reasonsInUse(db, 'document-series', companyId, row.id);
    const ownKind = DOCUMENT_KIND_OF_SERIES_TYPE[row.type];
    if (row.lastNumber !== null && !reasons.includes(ownKind)) reasons.push(ownKind);
    return reasons;
  }

  async function assertNoClash(
    db: Db,
    companyId: string,
    input: DocumentSeriesPayload,
    exceptId: string | null,
  ) {
    const clash = await documentSeriesRepo.clashes(db, companyId, input, exceptId);
    const errors: Record<string, string[]> = {};
    if (clash.prefixSuffix) errors.prefix = ['unique'];
    if (clash.startDate) errors.startDate = ['unique'];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  /** Type, prefix, suffix and start date are fixed once used; the start index once numbers exist. */
  function assertUnlocked(row: DocumentSeriesRow, reasons: string[], input: DocumentSeriesPayload) {
    const errors: Record<string, string[]> = {};
    if (reasons.length > 0) {
      for (const field of SERIES_LOCKED_FIELDS) {
        if ((row[field] ?? null) !== (input[field] ?? null)) errors[field] = ['locked'];
      }
    }
    if (row.lastNumber !== null && row.startIndex !== input.startIndex) errors.startIndex = ['locked'];
    if (Object.keys(errors).length > 0) {
      throw new HttpError(422, 'settings.document-series.errors.locked', { errors, usedBy: reasons });
    }
  }

  const withClashes = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw clashOfUniqueViolation(error) ?? error;
    }
  };

  return {
    async get(companyId: string, id: string): Promise<DocumentSeriesRow> {
      const row = await documentSeriesRepo.find(database.db, companyId, id);
      if (!row) throw notFound();
      return row;
    },

    async usedBy(companyId: string, id: string): Promise<string[]> {
      return usedBy(database.db, companyId, await this.get(companyId, id));
    },

    create(companyId: string, input: DocumentSeriesPayload): Promise<DocumentSeriesRow> {
      return withClashes(async () => {
        await assertNoClash(database.db, companyId, input, null);
        return documentSeriesRepo.insert(database.db, companyId, input);
      });
    },

    update(companyId: string, id: string, input: DocumentSeriesPayload): Promise<DocumentSeriesRow> {
      return withClashes(() =>
        database.transaction(async (tx) => {
          const row = await documentSeriesRepo.lock(tx.db, companyId, id);
          if (!row) throw notFound();
          assertUnlocked(row, await usedBy(tx.db, companyId, row), input);
          await assertNoClash(tx.db, companyId, input, id);
          return documentSeriesRepo.update(tx.db, companyId, id, input);
        }),
      );
    },

    /** Refused while documents use the series, naming every kind that does (spec 02 §8). */
    delete(companyId: string, id: string): Promise<void> {
      return database.transaction(async (tx) => {
        const row = await documentSeriesRepo.lock(tx.db, companyId, id);
        if (!row) throw new HttpError(404, 'settings.document-series.errors.delete-missing');
        const reasons = await usedBy(tx.db, companyId, row);
        if (reasons.length > 0) {
          throw new HttpError(422, 'settings.document-series.errors.delete-blocked', {
            errors: { documentSeries: reasons },
          });
        }
        await documentSeriesRepo.delete(tx.db, companyId, id);
      });
    },
  };
}
export type DocumentSeriesService = ReturnType<typeof createDocumentSeriesService>;
