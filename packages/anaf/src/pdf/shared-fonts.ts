import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu faces (they carry ă â î ș ț and their capitals) parsed once per process and shared by every
 * PDF, the invoice PDFs of received invoices and the printable documents alike. pdfkit would parse a
 * font file again for each document (cmap, GSUB, GPOS), shape every word again (its own layout cache
 * lives and dies with one document) and decode the outline of every glyph each subset embeds; for a
 * one-page document that is most of the work, so it is done once here. pdfkit takes a parsed fontkit
 * font wherever it takes a font source, and each document still builds its own subset from it.
 */

type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type GlyphRun = { glyphs: unknown[]; positions: GlyphPosition[]; readonly advanceWidth: number };
/** `_decode` reads the glyph's outline from the glyf table (fontkit's own, used by subsets). */
type Glyph = { _decode?: () => unknown };
/** A parsed fontkit font, as far as the caches below touch it. */
export type SharedFont = {
  readonly postscriptName: string;
  layout(text: string, features?: unknown, ...more: unknown[]): GlyphRun;
  getGlyph(id: number, codePoints?: number[]): Glyph | undefined;
};

const require = createRequire(import.meta.url);
/** pdfkit's own font engine; it ships no types and only `create` is used. */
const fontkit = require('fontkit') as { create(buffer: Uint8Array): SharedFont };

/** Shaped words kept per face; pdfkit lays text out word by word, so this bounds a vocabulary. */
const LAYOUT_CACHE_SIZE = 20_000;

/** pdfkit scales a run's positions in place: each caller gets its own copy of them. */
function copyRun(run: GlyphRun): GlyphRun {
  const positions = run.positions.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
    xAdvance,
    yAdvance,
    xOffset,
    yOffset,
  }));
  return {
    glyphs: run.glyphs.slice(),
    positions,
    get advanceWidth() {
      let width = 0;
      for (const position of positions) width += position.xAdvance;
      return width;
    },
  };
}

function cacheLayouts(font: SharedFont): void {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features, ...more) => {
    // Only plain layouts are kept; one with features or options goes through as asked.
    if (features !== undefined || more.length > 0) return layout(text, features, ...more);
    let run = runs.get(text);
    if (!run) {
      run = layout(text);
      if (runs.size >= LAYOUT_CACHE_SIZE) runs.delete(runs.keys().next().value ?? '');
      runs.set(text, run);
    }
    return copyRun(run);
  };
}

/** A subset decodes a glyph's outline only to learn whether it is composite; the outline never changes. */
function keepDecodedGlyphs(font: SharedFont): void {
  const getGlyph = font.getGlyph.bind(font);
  const kept = new WeakSet<Glyph>();
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    const decode = glyph?._decode;
    if (glyph && decode && !kept.has(glyph)) {
      kept.add(glyph);
      let decoded: { value: unknown } | null = null;
      glyph._decode = () => {
        decoded ??= { value: decode.call(glyph) };
        return decoded.value;
      };
    }
    return glyph;
  };
}

const parsed = new Map<string, SharedFont>();

/** The DejaVu face in `file` (e.g. 'DejaVuSans-Bold.ttf'), parsed on first use. */
export function sharedFont(file: string): SharedFont {
  let font = parsed.get(file);
  if (!font) {
    font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    cacheLayouts(font);
    keepDecodedGlyphs(font);
    parsed.set(file, font);
  }
  return font;
}
