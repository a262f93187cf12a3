import type { Harness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';

// Test code only: what the client and supplier report tests both need to ask for a report and read it.

export const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The cells of the rows (and of the totals) for the given columns, in order. */
export const pick = (rows: Record<string, unknown>[], keys: string[]) =>
  rows.map((row) => keys.map((key) => row[key]));

/** A report file as bytes (the test client reads answers as text). */
export async function download(
  setup: { h: Harness; owner: TestClient },
  url: string,
): Promise<{ status: number; type: string; disposition: string; body: Buffer }> {
  const response = await setup.h.app.inject({
    method: 'GET',
    url,
    headers: { cookie: [...setup.owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    disposition: String(response.headers['content-disposition']),
    body: response.rawPayload,
  };
}
