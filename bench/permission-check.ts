import { type LatencyResult, measureGet } from './measure-get';
import { firstCompanyId } from './partners-list';
import { signIn } from './sign-in';

export type PermissionCheckResult = { owner: LatencyResult; member: LatencyResult };

const MEMBER_PASSWORD = 'Bench-Member-2026';

/**
 * The authorised request path of one permission-guarded GET (the company's VAT rates, a small
 * answer, so the access checks weigh), as the account's owner (an admin holds every permission) and
 * as a sub-user holding `settings.read` on that company only (read from their grants on every
 * request). Same endpoint, same data, same server, in alternating rounds.
 */
export async function benchPermissionCheck(
  baseUrl: string,
  credentials: { email: string; password: string },
  options: { connections: number; durationSeconds: number },
): Promise<PermissionCheckResult> {
  const owner = await signIn(baseUrl, credentials.email, credentials.password);
  const companyId = await firstCompanyId(baseUrl, owner.cookie);
  const email = `bench-member-${Date.now().toString(36)}@demo.ro`;
  const created = await fetch(`${baseUrl}/dev/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': owner.token, cookie: owner.cookie },
    body: JSON.stringify({
      email,
      password: MEMBER_PASSWORD,
      grants: { company: { [companyId]: ['settings.read'] } },
    }),
  });
  if (created.status !== 201) throw new Error(`bench member not created: ${created.status}`);
  const member = await signIn(baseUrl, email, MEMBER_PASSWORD);
  const path = `/v1/my-companies/${companyId}/vat-rates?page=1&perPage=10`;
  const half = { ...options, durationSeconds: Math.max(1, Math.round(options.durationSeconds / 2)) };
  const rounds: PermissionCheckResult[] = [];
  for (let round = 0; round < 2; round++)
    rounds.push({
      owner: await measureGet(baseUrl, path, owner.cookie, half),
      member: await measureGet(baseUrl, path, member.cookie, half),
    });
  const merge = (pick: (r: PermissionCheckResult) => LatencyResult): LatencyResult => {
    const [a, b] = rounds.map(pick) as [LatencyResult, LatencyResult];
    return {
      p50: (a.p50 + b.p50) / 2,
      p95: Math.max(a.p95, b.p95),
      perSecond: (a.perSecond + b.perSecond) / 2,
      errors: a.errors + b.errors,
    };
  };
  return { owner: merge((r) => r.owner), member: merge((r) => r.member) };
}
