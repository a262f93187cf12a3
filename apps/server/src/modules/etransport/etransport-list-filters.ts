import { COMBINED_STATES, ETRANSPORT_KINDS } from '@app/domain/etransport/etransport-states';
import { eq, type SQL, sql } from 'drizzle-orm';
import { etransportItems as t } from './etransport.tables';

/**
 * The combined state of spec 03 §4 in SQL, the same decision as the domain's combinedState (in
 * flight first, then final states, imported rows, ANAF's last answer), so the list filters by it.
 */
export const combinedStateSql = sql<string>`case
  when ${t.pending} or ${t.etransportStatus} = 'pending' or ${t.status} = 'cancel-draft' then 'pending'
  when ${t.status} = 'canceled' then 'canceled'
  when ${t.status} = 'corrected' then 'corrected'
  when ${t.imported} or ${t.status} in ('imported', 'imported:corrected') then 'imported'
  when ${t.etransportStatus} = 'rejected' then 'rejected'
  when ${t.etransportStatus} = 'accepted' or ${t.status} = 'published' then 'accepted'
  else 'draft' end`;

export const combinedStateCondition = (state: string): SQL => sql`${combinedStateSql} = ${state}`;
export const kindCondition = (kind: string): SQL => eq(t.kind, kind as (typeof ETRANSPORT_KINDS)[number]);

export const parseState = (value: unknown): string => {
  if (typeof value !== 'string' || !(COMBINED_STATES as readonly string[]).includes(value))
    throw new Error('state expected');
  return value;
};
export const parseKind = (value: unknown): string => {
  if (typeof value !== 'string' || !(ETRANSPORT_KINDS as readonly string[]).includes(value))
    throw new Error('kind expected');
  return value;
};
