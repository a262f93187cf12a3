import { randomUUID } from 'node:crypto';
import type { SimAnswer } from './context';
import { jsonAnswer } from './context';
import { checkUploadedInvoice } from './validate-upload';

/** Makes ANAF's PDF of an invoice XML (A2's invoicePdf when wired). */
export type PdfMaker = (xml: string) => Promise<Uint8Array>;

const STANDARDS: Record<string, 'UBL' | 'CN'> = { FACT1: 'UBL', FCN: 'CN' };

/**
 * `validare/FACT1|FCN` and `transformare/FACT1|FCN[/DA]`: the public services, no token. Both check
 * the XML with the same rules as an upload; transformare answers the PDF of a valid one.
 */
export async function answerPublic(
  kind: 'validare' | 'transformare',
  standard: string,
  body: string,
  withoutValidation: boolean,
  pdf: PdfMaker,
): Promise<SimAnswer> {
  const syntax = STANDARDS[standard];
  const trace_id = randomUUID();
  if (!syntax) {
    return jsonAnswer({
      stare: 'nok',
      Messages: [{ message: `Standardul ${standard} nu este suportat (FACT1, FCN)` }],
      trace_id,
    });
  }
  const check = checkUploadedInvoice(body, syntax, null, { autofactura: false });
  // transformare/.../DA makes the PDF without validating: only an XML that cannot be read is refused.
  const refused =
    kind === 'transformare' && withoutValidation ? check.invoice === null : check.outcome !== 'ok';
  if (refused) {
    return jsonAnswer({ stare: 'nok', Messages: check.errors.map((message) => ({ message })), trace_id });
  }
  if (kind === 'validare') return jsonAnswer({ stare: 'ok', trace_id });
  try {
    return { status: 200, contentType: 'application/pdf', body: await pdf(body) };
  } catch (error) {
    const message = `E: Fisierul nu poate fi transformat in PDF: ${error instanceof Error ? error.message : String(error)}`;
    return jsonAnswer({ stare: 'nok', Messages: [{ message }], trace_id });
  }
}
