import { sharedFont } from '@app/anaf/pdf/shared-fonts';

/** The two type families of the templates; each has a regular and a bold face. */
export type FontFamily = 'sans' | 'condensed';
export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontFamily, Record<FontWeight, string>> = {
  sans: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  condensed: { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' },
};

/** Registers the family's faces in a document as the fonts named 'regular' and 'bold'. */
export function registerFonts(document: PDFKit.PDFDocument, family: FontFamily): void {
  for (const weight of ['regular', 'bold'] as const) {
    document.registerFont(
      weight,
      sharedFont(FILES[family][weight]) as unknown as PDFKit.Mixins.PDFFontSource,
    );
  }
}
