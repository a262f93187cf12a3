import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { SPV_CONNECTION_STATUSES } from './efactura-states';

/**
 * The SPV connection API (spec 02 §4 Tax connection, spec 01 §7 Companies, §8 postback and
 * validation codes): what the server answers and accepts, shared with the web app.
 */

/**
 * Outcomes of an authorization, given to the web page as `?postback=<code>` after ANAF's redirect
 * (or answered by the finish calls). `success`: connected; `pending`: the token cannot act for the
 * company's CUI yet (a certificate registered less than 24 hours ago, or lacking the permission):
 * re-checked every 4 hours up to 24 hours; the others are spec 01 §8's activation postback codes.
 */
export const SPV_POSTBACK_CODES = [
  'success',
  'pending',
  'access_denied',
  'missing-code',
  'already-active',
  'system-exists',
  'access-token',
  'generic-error',
] as const;
export type SpvPostbackCode = (typeof SPV_POSTBACK_CODES)[number];

/**
 * Field codes of the accountant link checks (spec 01 §8). A 422 answer carries them under the field:
 * `sig: ['expired' | 'invalid']`, a missing parameter `<name>: ['required']`, `businessId:
 * ['hasAnafSpv']` (already connected), `businessId: ['notFound']` (the company no longer exists),
 * `authorization: ['access-denied']` (the accountant refused at ANAF).
 */
export const SPV_VALIDATION_CODES = [
  'access-denied',
  'required',
  'expired',
  'invalid',
  'hasAnafSpv',
  'notFound',
] as const;
export type SpvValidationCode = (typeof SPV_VALIDATION_CODES)[number];

/** Rule codes of refused connection calls (422 `anaf-spv.errors.<code>`). */
export const SPV_ERROR_CODES = [
  'already-active', // the company's connection is already active
  'system-exists', // another company of the system holds the connection of that CUI
  'not-connected', // nothing to deactivate or change
  'company-missing', // the company no longer exists
  'invalid-state', // the finish token is expired, tampered with or of another company
] as const;
export type SpvErrorCode = (typeof SPV_ERROR_CODES)[number];

/** Who starts an authorization: a user of the company, or an accountant through the invitation. */
export const SPV_AUTH_KINDS = ['owner', 'accountant'] as const;
export type SpvAuthKind = (typeof SPV_AUTH_KINDS)[number];

/** How long an accountant invitation link is valid. */
export const ACCOUNTANT_LINK_DAYS = 7;
/** Pending is re-checked this often, up to PENDING_MAX_HOURS after it began (spec 02 §9). */
export const PENDING_RETRY_HOURS = 4;
export const PENDING_MAX_HOURS = 24;
/** The connection's tokens are renewed at least this often (spec 02 §4). */
export const REFRESH_EVERY_DAYS = 90;
/** Certificate notices: this many days before the expiry date, and on the day. */
export const CERTIFICATE_NOTICE_DAYS = 30;
/** Automatic sending delay after publication, in hours (null: by hand only). */
export const AUTO_SEND_MAX_HOURS = 120;

/** GET /v1/my-companies/{id}/anaf-spv. Times are ISO strings; the certificate date YYYY-MM-DD. */
export const spvConnectionSchema = z.object({
  status: z.enum(SPV_CONNECTION_STATUSES),
  /** The CUI the connection acts for (digits): the company's business id when never connected. */
  cif: z.string(),
  certificateExpiresAt: z.string().nullable(),
  activatedAt: z.string().nullable(),
  /** The accountant's name when an accountant activated it through the invitation link. */
  activatedByAccountant: z.string().nullable(),
  statusSince: z.string().nullable(),
  /** When the server checks a pending or unauthorized connection again. */
  nextCheckAt: z.string().nullable(),
  lastError: z.string().nullable(),
  autoSendAfterHours: z.number().int().nullable(),
  lastSyncAt: z.string().nullable(),
  refreshedAt: z.string().nullable(),
  /** True when the app talks to its built-in ANAF simulator, not to ANAF. */
  simulator: z.boolean(),
});
export type SpvConnection = z.infer<typeof spvConnectionSchema>;

/** POST anaf-spv/start and POST /v1/anaf-spv/accountant/start: the ANAF authorization page. */
export const spvStartResponseSchema = z.object({ url: z.string() });
export type SpvStartResponse = z.infer<typeof spvStartResponseSchema>;

/**
 * POST anaf-spv/finish and /v1/anaf-spv/accountant/finish: completes an authorization from the web
 * page when ANAF's redirect reached the web app instead of the API. `token` is the `state` ANAF
 * sent back; `code` (or `error`) the rest of ANAF's redirect query.
 */
export const spvFinishBodySchema = z.object({
  token: z.string().min(1).max(2000),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});
export type SpvFinishBody = z.input<typeof spvFinishBodySchema>;

export const spvFinishResponseSchema = z.object({
  postback: z.enum(SPV_POSTBACK_CODES),
  status: z.enum(SPV_CONNECTION_STATUSES).nullable(),
});
export type SpvFinishResponse = z.infer<typeof spvFinishResponseSchema>;

/** A calendar day, YYYY-MM-DD. */
const dayField = ruledString((value) => {
  if (value === '') return 'required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'date';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? null : 'date';
});

/** PUT anaf-spv/certificate-expiration-date. */
export const certificateDateBodySchema = z.object({ date: dayField });
export type CertificateDateBody = z.input<typeof certificateDateBodySchema>;

/** PUT anaf-spv/settings. */
export const spvSettingsBodySchema = z.object({
  autoSendAfterHours: z.number().int().min(0).max(AUTO_SEND_MAX_HOURS).nullable(),
});
export type SpvSettingsBody = z.input<typeof spvSettingsBodySchema>;

/**
 * The accountant invitation link's query (spec 01 §2): businessId = the company's CUI (digits),
 * businessName = its name, userName = who invited, expiry = unix seconds, other = the company id,
 * sig = HMAC-SHA256 (base64url) of the others with the server's key.
 */
export const accountantLinkParamsSchema = z.object({
  businessId: z.string().trim().min(1).max(20),
  businessName: z.string().trim().min(1).max(200),
  userName: z.string().trim().min(1).max(200),
  expiry: z.string().trim().min(1).max(20),
  other: z.string().trim().min(1).max(100),
  sig: z.string().trim().min(1).max(200),
});
export type AccountantLinkParams = z.infer<typeof accountantLinkParamsSchema>;
export const ACCOUNTANT_LINK_PARAMS = [
  'businessId',
  'businessName',
  'userName',
  'expiry',
  'other',
  'sig',
] as const;

/** GET and POST /v1/my-companies/{id}/anaf-spv/accountant: the invitation to hand an accountant. */
export const accountantInvitationSchema = z.object({
  /** The public page `/anaf-spv?businessId=...&sig=...` with the app's address. */
  url: z.string(),
  expiresAt: z.string(),
  userName: z.string(),
  params: accountantLinkParamsSchema,
});
export type AccountantInvitation = z.infer<typeof accountantInvitationSchema>;

/** GET /v1/anaf-spv/accountant/verify: 200 with what the page shows, or 422 with SPV_VALIDATION_CODES. */
export const accountantVerifySchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  userName: z.string(),
  /** ISO time the link expires. */
  expiry: z.string(),
});
export type AccountantVerify = z.infer<typeof accountantVerifySchema>;
