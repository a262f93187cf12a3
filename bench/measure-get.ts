import autocannon from 'autocannon';
import { createSampler } from './sampling';

export type LatencyResult = { p50: number; p95: number; perSecond: number; errors: number };

/** Latency of one GET repeated by `connections` clients for `durationSeconds`; non-200s are errors. */
export async function measureGet(
  baseUrl: string,
  path: string,
  cookie: string,
  options: { connections: number; durationSeconds: number },
): Promise<LatencyResult> {
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
        path,
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
