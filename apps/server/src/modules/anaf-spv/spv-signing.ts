import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNTANT_LINK_DAYS,
  type AccountantLinkParams,
  type SpvAuthKind,
} from '@app/domain/efactura/spv-connection.schemas';

/**
 * What the server signs for the SPV connection, with the app key: the OAuth `state` (which company,
 * who, how long, a nonce) that comes back through ANAF's redirect, and the accountant invitation
 * link. Both are checked with a constant-time compare; neither is stored.
 */

/** How long an authorization may take at ANAF's page before its state is refused. */
export const STATE_MINUTES = 30;

export type SpvState = {
  companyId: string;
  /** The user who started it (owner kind); null for an accountant. */
  userId: string | null;
  kind: SpvAuthKind;
  /** Epoch milliseconds. */
  expiresAt: number;
  nonce: string;
  /** The accountant's invitation, so the callback can send the accountant back to the same page. */
  link?: AccountantLinkParams;
};

const mac = (key: Buffer, purpose: string, text: string) =>
  createHmac('sha256', key).update(`${purpose}\n${text}`).digest('base64url');

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function signState(key: Buffer, state: Omit<SpvState, 'nonce' | 'expiresAt'>, now: Date): string {
  const full: SpvState = {
    ...state,
    expiresAt: now.getTime() + STATE_MINUTES * 60_000,
    nonce: randomBytes(9).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(full)).toString('base64url');
  return `${body}.${mac(key, 'anaf-spv-state', body)}`;
}

/** The state, or why it is refused. */
export function readState(key: Buffer, token: string, now: Date): SpvState | 'invalid' | 'expired' {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined || !same(sig, mac(key, 'anaf-spv-state', body))) return 'invalid';
  let state: SpvState;
  try {
    state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SpvState;
  } catch {
    return 'invalid';
  }
  if (typeof state.companyId !== 'string' || typeof state.expiresAt !== 'number') return 'invalid';
  return state.expiresAt < now.getTime() ? 'expired' : state;
}

type LinkFields = Omit<AccountantLinkParams, 'sig'>;

const linkText = (fields: LinkFields) =>
  [fields.businessId, fields.businessName, fields.userName, fields.expiry, fields.other].join('\n');

/** The invitation's parameters: expiry in unix seconds, `other` the company id, `sig` over the rest. */
export function signAccountantLink(
  key: Buffer,
  fields: Omit<LinkFields, 'expiry'>,
  now: Date,
): AccountantLinkParams {
  const expiry = String(Math.floor(now.getTime() / 1000) + ACCOUNTANT_LINK_DAYS * 24 * 3600);
  const withExpiry = { ...fields, expiry };
  return { ...withExpiry, sig: mac(key, 'anaf-spv-accountant', linkText(withExpiry)) };
}

/** 'invalid' for a tampered link, 'expired' for a genuine one past its expiry. */
export function checkAccountantLink(
  key: Buffer,
  params: AccountantLinkParams,
  now: Date,
): 'ok' | 'invalid' | 'expired' {
  if (!same(params.sig, mac(key, 'anaf-spv-accountant', linkText(params)))) return 'invalid';
  const expiry = Number(params.expiry);
  if (!Number.isInteger(expiry)) return 'invalid';
  return expiry * 1000 < now.getTime() ? 'expired' : 'ok';
}
