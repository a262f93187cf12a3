import autocannon from 'autocannon';
import { createSampler } from './sampling';
import { signIn } from './sign-in';

export type LatencyResult = { p50: number; p95: number; perSecond: number; errors: number };

/** GET /v1/my-companies as the company selector asks it (page 1, 100 per page, by name). */
export async function measureCompaniesList(
  baseUrl: string,
  credentials: { email: string; password: string },
  options: { connections: number; durationSeconds: number },
): Promise<LatencyResult> {
  const { cookie } = await signIn(baseUrl, credentials.email, credentials.password);
  const sampler = createSampler();
  let errors = 0;
  type Context = { started?: number };
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        method: 'GET',
        path: '/v1/my-companies?page=1&perPage=100&sortBy=name&sortDir=asc',
        headers: { cookie },
        setupRequest: (request, context: Context) => {
          sampler.start(context);
          return request;
        },
        onResponse: (status, _body, context: Context) => {
          if (status === 200) sampler.stop(context);
          else errors++;
        },
      },
    ],
  });
  return { ...sampler.summary(result.duration || options.durationSeconds), errors: errors + result.errors };
}
