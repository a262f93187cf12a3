import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SimulatedOAuth } from './simulated-oauth';

/** The simulated OAuth alone behind a real HTTP server on 127.0.0.1 (tests only). */
export async function serveSimulatedOAuth(
  oauth: SimulatedOAuth,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    oauth.handle(req, res, url).then((handled) => {
      if (!handled) {
        res.writeHead(404);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An attribute value of the authorize page as a browser reads it (the page escapes what it prints). */
const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden and text inputs of the authorize page's form, as a browser would post them. */
export function formFields(html: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="(?:hidden|text)" name="([^"]+)"[^>]*?value="([^"]*)"/g)) {
    fields.set(match[1] ?? '', decodeAttribute(match[2] ?? ''));
  }
  return fields;
}

/** Where the authorize page's form posts, resolved against the page's own URL. */
export function formAction(html: string, pageUrl: string): string {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the authorize page: ${html.slice(0, 300)}`);
  return new URL(decodeAttribute(action), pageUrl).toString();
}
