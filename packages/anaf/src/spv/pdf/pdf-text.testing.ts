import { inspectPdf } from '../../pdf/pdf-inspection.testing';

/** The text of each page of a PDF pdfkit wrote, one text object a line, for tests. */
export function readPdfText(bytes: Uint8Array): { pageCount: number; pages: string[] } {
  const { pageCount, pages } = inspectPdf(Buffer.from(bytes));
  return { pageCount, pages: pages.map((texts) => texts.join('\n')) };
}
