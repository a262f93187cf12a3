import type { FastifyInstance, InjectOptions } from 'fastify';

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the endpoint answered.
export type TestResponse = { status: number; body: any; headers: Record<string, unknown>; raw: Buffer };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

let nextIp = 1;

/**
 * A browser-like client over app.inject: keeps cookies, sends the XSRF token back as the header
 * (as axios does), and comes from its own address so throttling of one test never hits another.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly ip: string;

  constructor(
    private readonly app: FastifyInstance,
    ip?: string,
  ) {
    this.ip = ip ?? `10.20.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && options.csrf !== false) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/v1/auth/csrf-cookie');
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const injected: InjectOptions = { method, url, headers, remoteAddress: this.ip };
    if (body !== undefined) injected.payload = body as InjectOptions['payload'];
    const response = await this.app.inject(injected);
    for (const cookie of response.cookies) {
      const expired = cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now();
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let parsed: unknown = response.body;
    if (String(response.headers['content-type'] ?? '').includes('application/json')) parsed = response.json();
    return { status: response.statusCode, body: parsed, headers: response.headers, raw: response.rawPayload };
  }

  get = (url: string, options?: { headers?: Record<string, string> }) =>
    this.request('GET', url, undefined, options);
  post = (url: string, body?: unknown, options?: { csrf?: boolean; headers?: Record<string, string> }) =>
    this.request('POST', url, body ?? {}, options);
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  delete = (url: string, body?: unknown) => this.request('DELETE', url, body ?? {});
}
