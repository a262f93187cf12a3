import {
  ACCOUNTANT_LINK_PARAMS,
  type AccountantInvitation,
  type AccountantLinkParams,
  type AccountantVerify,
} from '@app/domain/efactura/spv-connection.schemas';
import type { AuthUser } from '../../platform/auth/access';
import { notFound, ValidationError } from '../../platform/http/errors';
import { companyForSpv } from '../companies/company-spv-status';
import { anafSpvRepo } from './anaf-spv.repo';
import { authorizeUrl, type SpvCore } from './anaf-spv.service';
import { checkAccountantLink, signAccountantLink, signState } from './spv-signing';

/** The accountant's public page, with the link parameters. */
export function accountantPageUrl(appUrl: string, params: Record<string, string>): string {
  return `${appUrl.replace(/\/+$/, '')}/anaf-spv?${new URLSearchParams(params).toString()}`;
}

/**
 * The accountant invitation (spec 01 §2, spec 02 §6): a user signs a 7-day link naming the company
 * and themselves; the accountant's page verifies it, then starts the authorization at ANAF with the
 * accountant's certificate, and the owner is notified when it succeeds.
 */
export function createAccountantService(core: SpvCore) {
  const db = () => core.ctx.database.db;

  /** The link's company, or the 422 the page shows; throws for a link that must not be used. */
  async function verified(params: Partial<AccountantLinkParams>) {
    const missing = ACCOUNTANT_LINK_PARAMS.filter((name) => !params[name]);
    if (missing.length > 0)
      throw new ValidationError(Object.fromEntries(missing.map((name) => [name, ['required']])));
    const link = params as AccountantLinkParams;
    const check = checkAccountantLink(core.ctx.appKey, link, core.now());
    if (check !== 'ok') throw new ValidationError({ sig: [check] });
    const company = await companyForSpv(db(), link.other);
    if (!company || company.businessId !== link.businessId)
      throw new ValidationError({ businessId: ['notFound'] });
    const row = await anafSpvRepo.find(db(), company.id);
    if (row?.status === 'active') throw new ValidationError({ businessId: ['hasAnafSpv'] });
    return { link, company };
  }

  return {
    async invitation(user: AuthUser, companyId: string): Promise<AccountantInvitation> {
      const company = await companyForSpv(db(), companyId);
      if (!company) throw notFound();
      const userName = (await anafSpvRepo.userName(db(), user.id)) ?? '';
      const params = signAccountantLink(
        core.ctx.appKey,
        { businessId: company.businessId, businessName: company.legalName, userName, other: company.id },
        core.now(),
      );
      return {
        url: accountantPageUrl(core.ctx.config.appUrl, params),
        expiresAt: new Date(Number(params.expiry) * 1000).toISOString(),
        userName,
        params,
      };
    },

    async verify(params: Partial<AccountantLinkParams>): Promise<AccountantVerify> {
      const { link } = await verified(params);
      return {
        businessId: link.businessId,
        businessName: link.businessName,
        userName: link.userName,
        expiry: new Date(Number(link.expiry) * 1000).toISOString(),
      };
    },

    /** ANAF's authorization page for the accountant, with a state that remembers the link. */
    async start(params: Partial<AccountantLinkParams>): Promise<{ url: string }> {
      const { link, company } = await verified(params);
      const state = signState(
        core.ctx.appKey,
        { companyId: company.id, userId: null, kind: 'accountant', link },
        core.now(),
      );
      return { url: authorizeUrl(core, state, company.businessId) };
    },
  };
}
export type AccountantService = ReturnType<typeof createAccountantService>;
