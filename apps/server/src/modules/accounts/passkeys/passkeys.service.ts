import { createHash, randomBytes } from 'node:crypto';
import { describeUserAgent, deviceLabel } from '@app/domain/auth/sign-in-origin';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AppContext, RequestMeta } from '../../../app-context';
import { fieldError } from '../../../platform/http/errors';
import type { UserRow } from '../accounts.repo';
import { securityLog } from '../security/security-log';
import { TOTP_ISSUER } from '../two-factor/two-factor.service';
import { passkeysRepo } from './passkeys.repo';
import type { RelyingParty } from './relying-party';

const CEREMONY_MINUTES = 5;
const refused = () => fieldError('credential', 'passkey.refused');
const expired = () => fieldError('credential', 'passkey.expired');
const registrationKey = (userId: string) => `register:${userId}`;
const signInKey = (token: string) => `sign-in:${createHash('sha256').update(token).digest('base64url')}`;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * Passkeys: registered from my account, then a sign-in of their own that stands for the password
 * and the second factor (the authenticator checked the user's presence and, when it can, identity).
 */
export function createPasskeys(ctx: AppContext) {
  const { database, throttle } = ctx;
  const db = database.db;

  return {
    list: (user: UserRow) => passkeysRepo.ofUser(db, user.id),

    async registrationOptions(user: UserRow, rp: RelyingParty) {
      const existing = await passkeysRepo.ofUser(db, user.id);
      const options = await generateRegistrationOptions({
        rpName: TOTP_ISSUER,
        rpID: rp.rpID,
        userName: user.email,
        userDisplayName: `${user.fname} ${user.lname}`,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
        // A discoverable credential: the sign-in needs no e-mail first.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await passkeysRepo.putChallenge(
        db,
        registrationKey(user.id),
        options.challenge,
        inMinutes(CEREMONY_MINUTES),
      );
      return options;
    },

    async register(
      user: UserRow,
      input: { credential: unknown; name?: string | undefined },
      rp: RelyingParty,
      meta: RequestMeta,
    ) {
      const challenge = await passkeysRepo.takeChallenge(db, registrationKey(user.id));
      if (!challenge) throw expired();
      const verified = await verifyRegistrationResponse({
        response: input.credential as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) throw refused();
      const { credential, credentialBackedUp } = verified.registrationInfo;
      if (await passkeysRepo.find(db, credential.id)) throw fieldError('credential', 'passkey.exists');
      const name = input.name || deviceLabel(describeUserAgent(meta.userAgent), 'Passkey');
      await passkeysRepo.insert(db, {
        id: credential.id,
        userId: user.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
        backedUp: credentialBackedUp,
      });
      await securityLog.record(db, user.id, 'passkey-added', meta);
    },

    async remove(user: UserRow, id: string, meta: RequestMeta): Promise<boolean> {
      const removed = await passkeysRepo.remove(db, user.id, id);
      if (removed) await securityLog.record(db, user.id, 'passkey-removed', meta);
      return removed;
    },

    /** Options of a sign-in, and the token (for a cookie) naming its challenge. */
    async signInOptions(rp: RelyingParty) {
      const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred' });
      const token = randomBytes(32).toString('base64url');
      await passkeysRepo.putChallenge(db, signInKey(token), options.challenge, inMinutes(CEREMONY_MINUTES));
      return { options, token };
    },

    /** The user a passkey sign-in proves, or 422 (429 after five failures a minute from an address). */
    async signIn(token: string | undefined, credential: unknown, rp: RelyingParty, meta: RequestMeta) {
      const keys = [`passkey:ip:${meta.ip}`];
      await throttle.assertAllowed(keys);
      const challenge = token ? await passkeysRepo.takeChallenge(db, signInKey(token)) : null;
      if (!challenge) throw expired();
      const response = credential as AuthenticationResponseJSON;
      const key = await passkeysRepo.find(db, response.id);
      const verified = key
        ? await verifyAuthenticationResponse({
            response,
            expectedChallenge: challenge,
            expectedOrigin: rp.origin,
            expectedRPID: rp.rpID,
            credential: {
              id: key.id,
              // A copy: the database driver may hand back a view of a shared buffer.
              publicKey: new Uint8Array(key.publicKey),
              counter: key.counter,
              transports: key.transports,
            },
            requireUserVerification: false,
          }).catch(() => null)
        : null;
      if (!key || !verified?.verified) {
        await throttle.recordFailure(keys);
        throw refused();
      }
      await passkeysRepo.used(db, key.id, verified.authenticationInfo.newCounter);
      return key.userId;
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
