/**
 * The buyer's message about a received invoice, uploaded with `standard=RASP` ("mesaj cumpărător").
 *
 * ANAF publishes no schema for it and the reference README names only the standard. What public
 * integrations write (a PHP e-Factura client's tests, and a .NET library's notes on ANAF's wire
 * formats, both saying the format is known from practice, not from a published XSD) is one element
 * in the namespace `mfp:anaf:dgti:spv:reqMesaj:v1` with two attributes: `index_incarcare`, the
 * upload index of the invoice the message is about (its `id_solicitare`), and `message`, the text.
 * The uploader's CUI (`cif` of the upload) is the buyer; the seller is the invoice's.
 * The simulator accepts this shape (and its own variant, `mesajCumparator`, which we also read).
 */
export const RASP_NAMESPACE = 'mfp:anaf:dgti:spv:reqMesaj:v1';
const READ_NAMESPACES = [RASP_NAMESPACE, 'mfp:anaf:dgti:efactura:mesajCumparator:v1'];

const escapeAttribute = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r?\n/g, '&#10;');

export function raspXml(reply: { invoiceUploadIndex: string; message: string }): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<header xmlns="${RASP_NAMESPACE}" index_incarcare="${escapeAttribute(reply.invoiceUploadIndex)}" ` +
    `message="${escapeAttribute(reply.message)}"/>\n`
  );
}

const unescapeAttribute = (text: string) =>
  text
    .replace(/&#10;/g, '\n')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * A received buyer message (RASP): the invoice's upload index and the text; null when the XML is
 * not one. Read with a pattern, as the element is a single self-closing header with attributes.
 */
export function readRasp(xml: string): { invoiceUploadIndex: string; message: string } | null {
  const header = /<(?:\w+:)?header\b([^>]*)\/?>/.exec(xml);
  if (!header) return null;
  const attributes = new Map<string, string>();
  for (const match of (header[1] ?? '').matchAll(/([\w:]+)\s*=\s*"([^"]*)"/g))
    attributes.set(match[1] as string, unescapeAttribute(match[2] as string));
  const namespace = [...attributes].find(([name]) => name === 'xmlns' || name.startsWith('xmlns:'))?.[1];
  if (!namespace || !READ_NAMESPACES.includes(namespace)) return null;
  const index = attributes.get('index_incarcare');
  if (!index) return null;
  return { invoiceUploadIndex: index, message: attributes.get('message') ?? '' };
}
