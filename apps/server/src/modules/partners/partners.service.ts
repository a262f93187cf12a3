import type { PartnerInput } from '@app/domain/partners/partner.schemas';
import { lockedIdErrors } from '@app/domain/partners/partner-rules';
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { columnsOfPartner } from './partner-mapping';
import { type PartnerRow, partnersRepo, type UniqueField } from './partners.repo';

/**
 * The use of a partner that locks its role (spec 02 §5: "role cannot change while client draft
 * invoices exist"). The client invoices module registers its usage check under this reason.
 */
export const ROLE_LOCKING_USE = 'client-draft-invoices';

/** Unique indexes of partners.tables.ts and the field each one guards. */
const UNIQUE_CONSTRAINTS: Record<string, UniqueField> = {
  partners_company_name_key: 'name',
  partners_company_business_id_key: 'businessId',
  partners_company_international_business_id_key: 'internationalBusinessId',
  partners_company_secondary_business_id_key: 'secondaryBusinessId',
  partners_company_person_id_key: 'personId',
};

/** A unique index that refused a row a concurrent request slipped in first, as a field error. */
function uniqueViolation(error: unknown): ValidationError | null {
  const pgError = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (pgError ?? {}) as { code?: string; constraint?: string };
  const field = code === '23505' && constraint ? UNIQUE_CONSTRAINTS[constraint] : undefined;
  return field ? new ValidationError({ [field]: ['unique'] }) : null;
}

async function assertUnique(db: Db, companyId: string, input: PartnerInput, exceptId?: string) {
  const fields = await partnersRepo.clashes(db, companyId, input, exceptId);
  if (fields.length > 0) throw new ValidationError(Object.fromEntries(fields.map((f) => [f, ['unique']])));
}

/** Runs a write, turning a unique-index refusal into the same 422 the checks give. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/**
 * Creates a partner (with its main address and contact fields, which live in its row) inside the
 * caller's transaction: the company's partner form and the partner import both come here.
 * Throws a ValidationError (422) when a unique value is taken.
 */
export async function createPartnerInTx(tx: Tx, companyId: string, input: PartnerInput): Promise<PartnerRow> {
  await assertUnique(tx.db, companyId, input);
  return guarded(() => partnersRepo.insert(tx.db, companyId, columnsOfPartner(input)));
}

/**
 * Creates partners the caller already checked against the company's partners (the spreadsheet
 * import checks a whole file at once), in one statement; a unique index still refuses a clash.
 */
export async function createCheckedPartnersInTx(
  tx: Tx,
  companyId: string,
  inputs: PartnerInput[],
): Promise<void> {
  await guarded(() => partnersRepo.insertMany(tx.db, companyId, inputs.map(columnsOfPartner)));
}

export function createPartnersService(ctx: AppContext, usage: UsageRegistry) {
  const { database } = ctx;

  return {
    createInTx: createPartnerInTx,

    async create(companyId: string, input: PartnerInput): Promise<PartnerRow> {
      return database.transaction((tx) => createPartnerInTx(tx, companyId, input));
    },

    async get(companyId: string, id: string): Promise<PartnerRow> {
      const row = await partnersRepo.find(database.db, companyId, id);
      if (!row) throw notFound();
      return row;
    },

    /**
     * Edits a partner. The ids fixed at creation stay (422 'immutable'); the role stays while the
     * partner has client draft invoices; unique values stay unique.
     */
    async update(companyId: string, id: string, input: PartnerInput): Promise<PartnerRow> {
      return database.transaction(async (tx) => {
        const existing = await partnersRepo.find(tx.db, companyId, id);
        if (!existing) throw notFound();
        const locked = lockedIdErrors(existing, input);
        if (Object.keys(locked).length > 0) throw new ValidationError(locked);
        if (existing.role !== input.role) {
          const uses = await usage.reasonsInUse(tx.db, 'partner', companyId, id);
          if (uses.includes(ROLE_LOCKING_USE)) {
            throw new HttpError(422, 'partners.errors.role-locked', { errors: { role: [ROLE_LOCKING_USE] } });
          }
        }
        await assertUnique(tx.db, companyId, input, id);
        const row = await guarded(() => partnersRepo.update(tx.db, companyId, id, columnsOfPartner(input)));
        if (!row) throw notFound();
        return row;
      });
    },

    /** Refused (422, every reason named) while documents, offers, codes... use the partner. */
    async delete(companyId: string, id: string): Promise<void> {
      await database.transaction(async (tx) => {
        if (!(await partnersRepo.exists(tx.db, companyId, id))) throw notFound();
        const reasons = await usage.reasonsInUse(tx.db, 'partner', companyId, id);
        if (reasons.length > 0) {
          throw new HttpError(422, 'partners.errors.delete-blocked', { errors: { partner: reasons } });
        }
        await partnersRepo.delete(tx.db, companyId, id);
      });
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
