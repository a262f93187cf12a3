/** Path segments that are one-time secrets: the segment after them is never written to a log. */
const SECRET_SEGMENTS = ['invitation'];
/** Query parameters that carry secrets (links of e-mails, OAuth answers). */
const SECRET_PARAMS = new Set(['token', 'code', 'sig', 'state']);

/** The URL as a log line may show it: secrets of links and callbacks replaced by "…". */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const segments = path.split('/');
  for (let i = 0; i < segments.length - 1; i++)
    if (SECRET_SEGMENTS.includes(segments[i] as string) && segments[i + 1]) segments[i + 1] = '…';
  const safePath = segments.join('/');
  if (query === undefined) return safePath;
  const params = query
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return SECRET_PARAMS.has(name) ? `${pair.split('=')[0]}=…` : pair;
    })
    .join('&');
  return `${safePath}?${params}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
