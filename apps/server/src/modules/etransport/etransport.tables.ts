import { SUBMISSION_STATUSES } from '@app/domain/efactura/efactura-states';
import { ACTIVITY_STEPS } from '@app/domain/etransport/etransport-api.schemas';
import {
  DOCUMENT_STATUSES,
  ETRANSPORT_KINDS,
  TRANSPORT_STATUSES,
} from '@app/domain/etransport/etransport-states';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables';
import { companyRef } from '../companies/companies.tables';

/** What a submission uploads: the four messages of the XSD (a correction is a notificare). */
export const ETRANSPORT_MESSAGES = ['notificare', 'stergere', 'confirmare', 'modifVehicul'] as const;
export type EtransportMessage = (typeof ETRANSPORT_MESSAGES)[number];

/**
 * The register (spec 03 §3): declarations, their corrections, vehicle modifications and transport
 * confirmations, one row each. `payload` is the domain's parsed input (DeclarationPayload or a
 * follow-up payload); the columns beside it are what the list filters and sorts on.
 */
export const etransportItems = pgTable(
  'etransport_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    kind: text('kind', { enum: ETRANSPORT_KINDS }).notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('draft'),
    etransportStatus: text('etransport_status', { enum: TRANSPORT_STATUSES }),
    /** A send is queued and ANAF has not registered it yet. */
    pending: boolean('pending').notNull().default(false),
    imported: boolean('imported').notNull().default(false),
    uit: text('uit'),
    uploadIndex: text('upload_index'),
    /** The corrected declaration (correction) or the declaration a follow-up belongs to. */
    parentId: uuid('parent_id'),
    partnerId: uuid('partner_id'),
    partnerName: text('partner_name'),
    referenceCode: text('reference_code'),
    deliveryDate: date('delivery_date'),
    /** A follow-up's date and time, yyyy-MM-ddTHH:mm:ss. */
    combinedDate: text('combined_date'),
    postFailure: boolean('post_failure').notNull().default(false),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** ANAF's errors of the last refusal. */
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('etransport_items_company_created_idx').on(t.companyId, t.createdAt),
    index('etransport_items_company_delivery_idx').on(t.companyId, t.deliveryDate),
    index('etransport_items_company_uit_idx').on(t.companyId, t.uit),
    // The list's state filter (bench/etransport-list.ts): the planner uses it only for the very
    // expression combinedStateSql writes (etransport-list-filters.ts), so the two change together.
    // The columns it reads follow, so the count reads the index alone; created_at orders the page.
    index('etransport_items_company_state_idx').on(
      t.companyId,
      sql`(case
  when ${t.pending} or ${t.etransportStatus} = 'pending' or ${t.status} = 'cancel-draft' then 'pending'
  when ${t.status} = 'canceled' then 'canceled'
  when ${t.status} = 'corrected' then 'corrected'
  when ${t.imported} or ${t.status} in ('imported', 'imported:corrected') then 'imported'
  when ${t.etransportStatus} = 'rejected' then 'rejected'
  when ${t.etransportStatus} = 'accepted' or ${t.status} = 'published' then 'accepted'
  else 'draft' end)`,
      t.createdAt,
      t.status,
      t.etransportStatus,
      t.pending,
      t.imported,
    ),
    // Spec 03 §4: only one draft child per parent (per kind of child).
    uniqueIndex('etransport_items_one_draft_child_key')
      .on(t.parentId, t.kind)
      .where(sql`${t.status} = 'draft' and ${t.parentId} is not null`),
  ],
);

/**
 * Every upload of a register row to RO e-Transport, written as `intended` with the exact XML before
 * the call, then `uploaded` (index, UIT), then `accepted` or `rejected`. One open send per row.
 */
export const etransportSubmissions = pgTable(
  'etransport_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => etransportItems.id, { onDelete: 'cascade' }),
    message: text('message', { enum: ETRANSPORT_MESSAGES }).notNull(),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('intended'),
    cif: text('cif').notNull(),
    xml: text('xml').notNull(),
    uploadIndex: text('upload_index'),
    uit: text('uit'),
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    uploadTries: integer('upload_tries').notNull().default(0),
    polls: integer('polls').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastError: text('last_error'),
    intendedAt: timestamp('intended_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('etransport_submissions_item_attempt_key').on(t.itemId, t.attempt),
    uniqueIndex('etransport_submissions_one_open_key')
      .on(t.itemId)
      .where(sql`${t.status} in ('intended', 'uploaded')`),
    index('etransport_submissions_open_idx')
      .on(t.status, t.nextCheckAt)
      .where(sql`${t.status} in ('intended', 'uploaded')`),
  ],
);

/** The activity log of a register row (spec 03 §3 Activity log steps). */
export const etransportActivity = pgTable(
  'etransport_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => etransportItems.id, { onDelete: 'cascade' }),
    step: text('step', { enum: ACTIVITY_STEPS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('etransport_activity_item_idx').on(t.itemId, t.at)],
);
