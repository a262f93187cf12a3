import autocannon from 'autocannon';
import { createSampler } from './sampling';
import { signIn } from './sign-in';

export type RoundTripResult = { p50: number; p95: number; roundTripsPerSecond: number; errors: number };

/**
 * Each connection repeats: POST /v1/auth/login, then GET /v1/auth/identity with the new session
 * cookie. The round trip is timed from sending the login to receiving the identity.
 */
export async function measureLoginRoundTrip(
  baseUrl: string,
  credentials: { email: string; password: string },
  options: { connections: number; durationSeconds: number },
): Promise<RoundTripResult> {
  const { token } = await signIn(baseUrl, credentials.email, credentials.password);
  const sampler = createSampler();
  let errors = 0;
  type Context = { started?: number; cookie?: string };
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [
      {
        method: 'POST',
        path: '/v1/auth/login',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token, cookie: `XSRF-TOKEN=${token}` },
        body: JSON.stringify(credentials),
        setupRequest: (request, context: Context) => {
          sampler.start(context);
          return request;
        },
        onResponse: (status, _body, context: Context, headers) => {
          if (status !== 200) errors++;
          const setCookie = String(headers?.['set-cookie'] ?? '');
          context.cookie = /session=([^;]+)/.exec(setCookie)?.[1];
        },
      },
      {
        method: 'GET',
        path: '/v1/auth/identity',
        setupRequest: (request, context: Context) => ({
          ...request,
          headers: { ...request.headers, cookie: `session=${context.cookie ?? ''}` },
        }),
        onResponse: (status, _body, context: Context) => {
          if (status !== 200) errors++;
          else sampler.stop(context);
        },
      },
    ],
  });
  const { p50, p95, perSecond } = sampler.summary(result.duration || options.durationSeconds);
  return { p50, p95, roundTripsPerSecond: perSecond, errors: errors + result.errors + result.non2xx };
}
