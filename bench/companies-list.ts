import { type LatencyResult, measureGet } from './measure-get';
import { signIn } from './sign-in';

export type { LatencyResult };

/** GET /v1/my-companies as the company selector asks it (page 1, 100 per page, by name). */
export async function measureCompaniesList(
  baseUrl: string,
  credentials: { email: string; password: string },
  options: { connections: number; durationSeconds: number },
): Promise<LatencyResult> {
  const { cookie } = await signIn(baseUrl, credentials.email, credentials.password);
  return measureGet(baseUrl, '/v1/my-companies?page=1&perPage=100&sortBy=name&sortDir=asc', cookie, options);
}
