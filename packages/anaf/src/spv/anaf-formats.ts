import { createHash, createHmac } from 'node:crypto';

/**
 * The wire formats of the e-Factura API as ANAF writes them (../shared/reference/README.md, "e-Factura
 * API"): the simulator builds its answers with these and the client's tests compare against them.
 */

export const NS_UPLOAD = 'mfp:anaf:dgti:spv:respUploadFisier:v1';
export const NS_STATE = 'mfp:anaf:dgti:efactura:stareMesajFactura:v1';
/** "Factuta" is ANAF's own spelling. */
export const NS_ERROR_FILE = 'mfp:anaf:dgti:efactura:mesajEroriFactuta:v1';

/** How ANAF's list calls say there is nothing in the interval (an answer, not a refusal). */
export const MESSAGE_NO_MESSAGES = /^Nu exista mesaje/i;
export const REPEATED_UPLOAD = /Factura a mai fost transmisa anterior cu index=(\d+)/;

const BUCHAREST = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** yyyyMMddHHmm in Romanian time, as `dateResponse` and `data_creare` are written. */
export function anafMinute(epochMs: number): string {
  const parts: Record<string, string> = {};
  for (const part of BUCHAREST.formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}`;
}

/** The Romanian calendar day of a moment (yyyyMMdd): ANAF's daily limits count by it. */
export function anafDay(epochMs: number): string {
  return anafMinute(epochMs).slice(0, 8);
}

export function escapeXmlAttr(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;');
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function errorsXml(errors: readonly string[]): string {
  return errors.map((text) => `<Errors errorMessage="${escapeXmlAttr(text)}"/>`).join('');
}

/** The answer of `upload` / `uploadb2c`. */
export function uploadAnswerXml(
  answer: { uploadIndex: string; dateResponse: string } | { errors: readonly string[]; dateResponse: string },
): string {
  if ('uploadIndex' in answer) {
    return `${DECLARATION}<header xmlns="${NS_UPLOAD}" dateResponse="${answer.dateResponse}" ExecutionStatus="0" index_incarcare="${answer.uploadIndex}"/>\n`;
  }
  return `${DECLARATION}<header xmlns="${NS_UPLOAD}" dateResponse="${answer.dateResponse}" ExecutionStatus="1">${errorsXml(answer.errors)}</header>\n`;
}

/** The answer of `stareMesaj`: a state (with its download id once processed) or only errors. */
export function stateAnswerXml(
  answer:
    | { state: string; downloadId: string | null; errors?: readonly string[] }
    | { errors: readonly string[] },
): string {
  if (!('state' in answer)) {
    return `${DECLARATION}<header xmlns="${NS_STATE}">${errorsXml(answer.errors)}</header>\n`;
  }
  const id = answer.downloadId === null ? '' : ` id_descarcare="${answer.downloadId}"`;
  const errors = answer.errors ?? [];
  const attrs = `xmlns="${NS_STATE}" stare="${escapeXmlAttr(answer.state)}"${id}`;
  if (errors.length === 0) return `${DECLARATION}<header ${attrs}/>\n`;
  return `${DECLARATION}<header ${attrs}>${errorsXml(errors)}</header>\n`;
}

/** The error file a rejected upload's ZIP holds instead of the invoice. */
export function errorFileXml(uploadIndex: string, sellerCif: string, errors: readonly string[]): string {
  const items = errors.map((text) => `  <Error errorMessage="${escapeXmlAttr(text)}"/>\n`).join('');
  return `${DECLARATION}<header xmlns="${NS_ERROR_FILE}" Index_incarcare="${uploadIndex}" Cif_emitent="${escapeXmlAttr(sellerCif)}">\n${items}</header>\n`;
}

/**
 * A detached XMLDSig-shaped document over the SHA-256 of the archive's XML file, deterministic for a
 * given file and key, standing in for the Ministry of Finance's seal.
 */
export function signatureXml(fileName: string, content: string, key: string): string {
  const digest = createHash('sha256').update(content, 'utf8').digest('base64');
  const signedInfo =
    '<ds:SignedInfo><ds:CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>' +
    '<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#hmac-sha256"/>' +
    `<ds:Reference URI="${escapeXmlAttr(fileName)}"><ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>` +
    `<ds:DigestValue>${digest}</ds:DigestValue></ds:Reference></ds:SignedInfo>`;
  const value = createHmac('sha256', key).update(signedInfo, 'utf8').digest('base64');
  return (
    `${DECLARATION}<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="MFP-${digest.slice(0, 12).replace(/[^A-Za-z0-9]/g, 'x')}">` +
    `${signedInfo}<ds:SignatureValue>${value}</ds:SignatureValue>` +
    '<ds:KeyInfo><ds:KeyName>Ministerul Finantelor - RO e-Factura (simulator)</ds:KeyName></ds:KeyInfo></ds:Signature>\n'
  );
}

/** Spring's shape for a call missing a required parameter (HTTP 400). */
export function missingParameterJson(message: string, epochMs: number) {
  return { timestamp: new Date(epochMs).toISOString(), status: 400, error: 'Bad Request', message };
}
