import type { BankPayload } from '@app/domain/banks/bank.schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import { banks } from './banks.tables';

export const banksRepo = {
  async exists(db: Db, companyId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const [row] = await db
      .select({ id: banks.id })
      .from(banks)
      .where(and(eq(banks.companyId, companyId), eq(banks.id, id)));
    return row !== undefined;
  },

  /** Which of name and SWIFT code (any case) another bank of the company already has. */
  async clashes(db: Db, companyId: string, input: BankPayload, exceptId: string | null) {
    const [row] = await db
      .select({
        name: sql<boolean>`bool_or(lower(${banks.name}) = lower(${input.name}))`,
        swift: sql<boolean>`bool_or(upper(${banks.swift}) = upper(${input.swift}))`,
      })
      .from(banks)
      .where(and(eq(banks.companyId, companyId), exceptId ? ne(banks.id, exceptId) : undefined));
    return { name: row?.name === true, swift: row?.swift === true };
  },
};
