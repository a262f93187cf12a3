import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIMEZONE } from '@app/domain/auth/locale';
import { ACCOUNT_PERMISSIONS, effectivePermissions } from '@app/domain/permissions/permissions';
import type { SubUser, SubUserValues } from '@app/domain/sub-users/sub-user.schemas';
import type { AppContext, RequestMeta } from '../../../app-context';
import type { AuthUser } from '../../../platform/auth/access';
import { assertAcceptableNewPassword, hashPassword } from '../../../platform/auth/passwords';
import { fieldError, forbidden, notFound } from '../../../platform/http/errors';
import { maySeeCompany } from '../../companies/company-visibility';
import { accountsRepo, type UserRow } from '../accounts.repo';
import { permissionsOf } from '../permissions.service';
import { securityLog } from '../security/security-log';
import { invitationMail } from './invitation-mail';
import { type Grant, subUsersRepo } from './sub-users.repo';

export const INVITATION_DAYS = 7;
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const isAccountPermission = (permission: string) =>
  (ACCOUNT_PERMISSIONS as readonly string[]).includes(permission);

/** How the grants read back as the form's fields. */
function asSubUser(user: UserRow, grants: Grant[], invitationExpiresAt: Date | null, me: string): SubUser {
  const own = grants.filter((grant) => grant.userId === user.id);
  const companyGrants = own.filter((grant) => !isAccountPermission(grant.permission));
  const allCompanies = companyGrants.some((grant) => grant.companyId === null);
  return {
    id: user.id,
    email: user.email,
    fname: user.fname,
    lname: user.lname,
    role: user.role,
    allCompanies,
    myCompanyIds: allCompanies ? [] : [...new Set(companyGrants.map((grant) => grant.companyId as string))],
    permissions: [...new Set(own.map((grant) => grant.permission))].sort(),
    invitationExpiresAt: invitationExpiresAt?.toISOString() ?? null,
    current: user.id === me,
  };
}

/** The grants of the form: company permissions on the chosen companies (or all), account ones global. */
function grantsOf(values: SubUserValues): Array<{ companyId: string | null; permission: string }> {
  if (values.role === 'admin') return [];
  const account = values.permissions.filter(isAccountPermission);
  const company = values.permissions.filter((permission) => !isAccountPermission(permission));
  const scopes: Array<string | null> = values.allCompanies ? [null] : values.myCompanyIds;
  return [
    ...account.map((permission) => ({ companyId: null, permission })),
    ...scopes.flatMap((companyId) => company.map((permission) => ({ companyId, permission }))),
  ];
}

/**
 * The account's users (spec 02 §2 Sub-users): invited by e-mail with a one-time link to choose a
 * password, their allowed companies and permissions. A change of grants holds from the user's next
 * request, as every request reads them afresh; a removed user's sessions open nothing more.
 */
export function createSubUsers(ctx: AppContext) {
  const { database, mailer, sessions } = ctx;
  const db = database.db;

  async function list(actor: AuthUser): Promise<SubUser[]> {
    const rows = await subUsersRepo.ofTenant(db, actor.tenantId);
    const ids = rows.map((row) => row.id);
    const [grants, invitations, visible] = await Promise.all([
      subUsersRepo.grantsOf(db, ids),
      subUsersRepo.invitationsOf(db, ids),
      subUsersRepo.visibleCompanyIds(db, actor),
    ]);
    const expiry = new Map(invitations.map((invitation) => [invitation.userId, invitation.expiresAt]));
    // A member managing users learns nothing of the companies they may not see themselves.
    const seen = grants.filter((grant) => grant.companyId === null || visible.has(grant.companyId));
    return rows.map((row) => asSubUser(row, seen, expiry.get(row.id) ?? null, actor.id));
  }

  async function editable(actor: AuthUser, id: string): Promise<UserRow> {
    const user = await accountsRepo.findById(db, id);
    if (!user || user.tenantId !== actor.tenantId || user.deletionScheduledAt) throw notFound();
    // One's own rights and address are changed from my account, never here.
    if (user.id === actor.id) throw fieldError('id', 'sub-users.self');
    // Only an administrator makes or touches an administrator.
    if (user.role === 'admin' && actor.role !== 'admin') throw forbidden();
    return user;
  }

  /**
   * The companies must be the actor's to see, and a member managing sub-users hands out only what
   * they hold themselves (there, or everywhere for "all companies"): no one makes a colleague
   * stronger than they are.
   */
  async function assertGrantable(actor: AuthUser, values: SubUserValues) {
    if (values.role === 'admin' && actor.role !== 'admin') throw forbidden();
    const scopes = values.role === 'member' && !values.allCompanies ? values.myCompanyIds : [];
    for (const companyId of scopes)
      if (!(await maySeeCompany(db, actor, companyId))) throw fieldError('myCompanyIds', 'exists');
    if (actor.role === 'admin' || values.role === 'admin') return;
    const held = await permissionsOf(db, actor);
    const global = new Set(held.global.permissions);
    const holds = (permission: string) =>
      isAccountPermission(permission) || values.allCompanies
        ? global.has(permission)
        : scopes.every((companyId) => effectivePermissions(held, companyId).has(permission));
    if (!values.permissions.every(holds)) throw fieldError('permissions', 'sub-users.not-held');
  }

  async function sendInvitation(
    tx: Parameters<Parameters<typeof database.transaction>[0]>[0],
    user: UserRow,
    inviter: UserRow,
  ) {
    const token = randomBytes(32).toString('base64url');
    await subUsersRepo.putInvitation(
      tx.db,
      user.id,
      tokenHashOf(token),
      new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    );
    const link = `${ctx.config.appUrl.replace(/\/+$/, '')}/invitation/${token}`;
    await mailer.queue(
      tx,
      invitationMail({
        to: user.email,
        locale: user.locale,
        inviter: `${inviter.fname} ${inviter.lname}`,
        link,
        days: INVITATION_DAYS,
      }),
    );
  }

  return {
    list,

    async invite(actor: AuthUser, values: SubUserValues): Promise<SubUser> {
      await assertGrantable(actor, values);
      if (await accountsRepo.emailTaken(db, values.email)) throw fieldError('email', 'unique');
      const inviter = await accountsRepo.findById(db, actor.id);
      if (!inviter) throw notFound();
      // A real hash of a password no one knows: the account opens only once the invitation is used.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const created = await database.transaction(async (tx) => {
        const user = await accountsRepo.insertUser(tx.db, {
          tenantId: actor.tenantId,
          email: values.email,
          passwordHash,
          role: values.role,
          fname: values.fname,
          lname: values.lname,
          timezone: inviter.timezone || DEFAULT_TIMEZONE,
          locale: inviter.locale,
          dateFormat: inviter.dateFormat || DEFAULT_DATE_FORMAT,
        });
        await subUsersRepo.replaceGrants(tx.db, user.id, grantsOf(values));
        await sendInvitation(tx, user, inviter);
        return user;
      });
      return (await list(actor)).find((user) => user.id === created.id) as SubUser;
    },

    async update(actor: AuthUser, id: string, values: SubUserValues): Promise<SubUser> {
      const user = await editable(actor, id);
      if (values.email.toLowerCase() !== user.email.toLowerCase()) throw fieldError('email', 'immutable');
      await assertGrantable(actor, values);
      await database.transaction(async (tx) => {
        await accountsRepo.update(tx.db, id, { fname: values.fname, lname: values.lname, role: values.role });
        await subUsersRepo.replaceGrants(tx.db, id, grantsOf(values));
      });
      return (await list(actor)).find((entry) => entry.id === id) as SubUser;
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      await editable(actor, id);
      await accountsRepo.deleteUser(db, id);
      await sessions.destroyAllOfUser(id);
    },

    async resendInvitation(actor: AuthUser, id: string): Promise<void> {
      const user = await editable(actor, id);
      if (user.emailVerifiedAt) throw fieldError('id', 'sub-users.already-active');
      const inviter = await accountsRepo.findById(db, actor.id);
      if (!inviter) throw notFound();
      await database.transaction((tx) => sendInvitation(tx, user, inviter));
    },

    /** Who an invitation is for, while it is valid. */
    async invitation(token: string): Promise<UserRow> {
      const invitation = await subUsersRepo.invitationByToken(db, tokenHashOf(token));
      if (!invitation) throw fieldError('token', 'invalid');
      if (invitation.expiresAt.getTime() <= Date.now()) throw fieldError('token', 'expired');
      const user = await accountsRepo.findById(db, invitation.userId);
      if (!user) throw fieldError('token', 'invalid');
      return user;
    },

    /** Sets the password the invitee chose; the address is proven by the link. */
    async accept(token: string, password: string, meta: RequestMeta): Promise<UserRow> {
      const user = await this.invitation(token);
      await assertAcceptableNewPassword(password, null);
      const passwordHash = await hashPassword(password);
      const accepted = await database.transaction(async (tx) => {
        await subUsersRepo.deleteInvitation(tx.db, user.id);
        return accountsRepo.update(tx.db, user.id, { passwordHash, emailVerifiedAt: new Date() });
      });
      await securityLog.record(db, user.id, 'password-changed', meta);
      return accepted;
    },
  };
}
export type SubUsers = ReturnType<typeof createSubUsers>;
