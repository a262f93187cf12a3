import type { DeclarationPayload } from '@app/domain/etransport/declaration.schemas';
import type { CombinedState } from '@app/domain/etransport/etransport-states';
import { formatUit } from '@app/domain/etransport/uit';
import { a4Document } from '../../../platform/pdf/a4-document';
import { LEADING, PdfCanvas, type TextStyle } from '../../../platform/pdf/pdf-canvas';
import { registerFonts } from '../../../platform/pdf/pdf-fonts';
import { MODERN } from '../../../platform/pdf/pdf-templates';
import { ETRANSPORT_PDF_TEXTS } from './etransport-pdf.texts';
import { drawGoods } from './etransport-pdf-goods';
import type { EtransportContext } from './etransport-pdf-layout';
import {
  drawContinuation,
  drawDocumentsAndReferences,
  drawFacts,
  drawHeader,
  drawParties,
  drawVehicleAndRoute,
  uitSuffix,
} from './etransport-pdf-sections';

/** A delivery address at a route end; `countyCode` is ISO 3166-2:RO ("RO-CJ") in Romania. */
export type RouteAddress = { countryCode: string; countyCode: string | null; city: string; street: string };

type PrintableParty = { name: string; code: string | null; countryCode: string };

/** A declaration as the e-Transport module hands it over: the stored payload and its resolved parties. */
export type EtransportPrintable = {
  kind: 'declaration' | 'correction';
  /** ANAF's 16 characters, once accepted. */
  uit: string | null;
  uploadIndex: string | null;
  state: CombinedState;
  company: { name: string; businessId: string; address: string | null };
  partner: PrintableParty;
  organizer: PrintableParty;
  /** The company's delivery address, when a route end is at it. */
  ownAddress: RouteAddress | null;
  /** The partner's delivery address, when a route end is at it. */
  partnerAddress: RouteAddress | null;
  declaration: DeclarationPayload;
  generatedAt: Date;
};

export type EtransportPdfLocale = 'ro-RO' | 'en-GB';

/** States whose declaration does not stand (or not yet) at a check: marked across every page. */
const WATERMARKED = new Set<CombinedState>(['draft', 'rejected', 'canceled', 'corrected']);
const FOOTER_SIZE = 7;
const FOOTER_HEIGHT = FOOTER_SIZE * LEADING + 6;

/** "Pagina i din n" and the title with the UIT at the foot of every page, once the count is known. */
function drawFooters(canvas: PdfCanvas, context: EtransportContext): void {
  const { doc } = canvas;
  const range = doc.bufferedPageRange();
  const style: TextStyle = { size: FOOTER_SIZE, color: context.theme.muted };
  const left = `${context.title}${uitSuffix(context)}`;
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    canvas.forget();
    const y = canvas.bottom + 6;
    canvas.lines([[canvas.left, y - 3, canvas.right, y - 3]], context.theme.rule);
    canvas.text(left, canvas.left, y, style);
    canvas.text(context.texts.page(index - range.start + 1, range.count), canvas.right, y, style, 'right');
  }
}

/** Renders a declaration (or a correction) as an A4 PDF in the product's modern look. */
export function renderEtransportPdf(
  input: EtransportPrintable,
  locale: EtransportPdfLocale,
): Promise<Buffer> {
  const language = locale === 'en-GB' ? 'en-GB' : 'ro-RO';
  const texts = ETRANSPORT_PDF_TEXTS[language];
  const theme = MODERN;
  const title = texts.titles[input.kind];
  const uit = input.uit ? formatUit(input.uit) : texts.noUit;
  const { doc, done } = a4Document({ language, title: `${title} ${uit}`, author: input.company.name });
  try {
    registerFonts(doc, theme.family);
    const context: EtransportContext = { input, texts, language, theme, title, uit };
    const canvas = new PdfCanvas(doc, theme.family, FOOTER_HEIGHT);
    if (WATERMARKED.has(input.state)) {
      const mark = texts.states[input.state];
      canvas.background = (page) => page.watermark(mark, '#808080');
    }
    canvas.newPage();
    canvas.onPageStart((page) => drawContinuation(page, context));
    drawHeader(canvas, context);
    drawFacts(canvas, context);
    drawParties(canvas, context);
    drawVehicleAndRoute(canvas, context);
    drawDocumentsAndReferences(canvas, context);
    drawGoods(canvas, context);
    drawFooters(canvas, context);
    doc.end();
  } catch (error) {
    // The half-drawn document is dropped; its stream never ends and nothing waits on it.
    return Promise.reject(error);
  }
  return done;
}

/**
 * The download's name: "e-transport-<UIT>.pdf", else after the reference code or the transport
 * date; only letters, digits, dots, dashes and underscores (diacritics lose their marks).
 */
export function etransportPdfFileName(input: Pick<EtransportPrintable, 'uit' | 'declaration'>): string {
  const safe = (text: string | null | undefined) =>
    (text ?? '')
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .slice(0, 60)
      .replace(/^[-.]+|[-.]+$/g, '');
  const name =
    safe(input.uit) ||
    safe(input.declaration.referenceCode) ||
    safe(input.declaration.deliveryDate) ||
    'declaratie';
  return `e-transport-${name}.pdf`;
}
