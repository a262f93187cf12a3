import PDFDocument from 'pdfkit';

/**
 * An A4 document with no page yet (each renderer adds its own), pages buffered for the footers
 * written at the end, and the bytes it will have once `doc.end()` is called.
 */
export function a4Document(info: { language: string; title: string; author: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    compress: true,
    // No default font: the standard Helvetica would be prepared for nothing.
    font: '',
    lang: info.language,
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Creator: info.author },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
