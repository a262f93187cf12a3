import autocannon from 'autocannon';

export type RoundTripResult = { p50: number; p95: number; roundTripsPerSecond: number; errors: number };

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

/**
 * Each connection repeats: POST /v1/auth/login, then GET /v1/auth/identity with the new session
 * cookie. The round trip is timed from sending the login to receiving the identity.
 */
export async function measureLoginRoundTrip(
  baseUrl: string,
  credentials: { email: string; password: string },
  options: { connections: number; durationSeconds: number },
): Promise<RoundTripResult> {
  const csrf = await fetch(`${baseUrl}/v1/auth/csrf-cookie`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('no CSRF cookie');

  const samples: number[] = [];
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
          context.started = performance.now();
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
          else if (context.started !== undefined) samples.push(performance.now() - context.started);
        },
      },
    ],
  });
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    roundTripsPerSecond: samples.length / (result.duration || options.durationSeconds),
    errors: errors + result.errors + result.non2xx,
  };
}
