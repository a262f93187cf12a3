import { downloadFile } from './file-download';

/**
 * Opens the PDF in a new tab and asks the browser to print it. False when the browser refused to
 * open the tab (its settings block pop-ups: spec 02 §8 "printing blocked by browser settings").
 */
export function printPdf(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.addEventListener('load', () => {
    try {
      opened.focus();
      opened.print();
    } catch {
      // The tab shows the PDF; the user prints from its viewer.
    }
  });
  return true;
}

/** Downloads the PDF under the server's file name (or the fallback). */
export const downloadPdf = (url: string, fallbackName: string) =>
  downloadFile(url, fallbackName, 'application/pdf');

/** "FCT-0007.pdf", or "draft-<id>.pdf" before the document has a number. */
export const pdfFileName = (seriesNumber: string | null, id: string) =>
  `${(seriesNumber ?? `draft-${id.slice(0, 8)}`).replace(/[^\w.-]+/g, '-')}.pdf`;
