import { SPV_CONNECTION_STATUSES } from '@app/domain/efactura/efactura-states';
import { date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';

/**
 * A company's connection to ANAF's private space (spec 02 §4 Tax connection). The tokens are kept
 * encrypted (AES-GCM, key from configuration); `tokenVersion` grows with every stored rotation, so
 * a refresh writes its rotated refresh token only over the version it read (compare and set).
 */
export const anafSpvConnections = pgTable('anaf_spv_connections', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  status: text('status', { enum: SPV_CONNECTION_STATUSES }).notNull().default('inactive'),
  /** The CUI the connection acts for, digits only. */
  cif: text('cif').notNull(),
  accessTokenEnc: text('access_token_enc'),
  refreshTokenEnc: text('refresh_token_enc'),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
  tokenVersion: integer('token_version').notNull().default(0),
  /** When the tokens were last obtained or refreshed (the connection refreshes every 90 days). */
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  certificateExpiresAt: date('certificate_expires_at'),
  /** Certificate notices already sent for the current expiry date ('30-days', 'on-the-day'). */
  certificateNotices: jsonb('certificate_notices').$type<string[]>().notNull().default([]),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  activatedByUserId: uuid('activated_by_user_id'),
  /** Set when an accountant activated it through the invitation link. */
  activatedByAccountant: text('activated_by_accountant'),
  /** Pending since (retried every 4 hours up to 24 hours); unauthorized since (auto-retried). */
  statusSince: timestamp('status_since', { withTimezone: true }),
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** Hours after publication an invoice is sent by itself; null: sent by hand only. */
  autoSendAfterHours: integer('auto_send_after_hours'),
  /** The received-invoice sync: the end of the last window read completely. */
  syncedUntil: timestamp('synced_until', { withTimezone: true }),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
