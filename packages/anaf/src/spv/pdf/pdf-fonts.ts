import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The DejaVu faces of the invoice PDF (they carry ă â î ș ț and their capitals), parsed once per
 * process and shared by every document. The sync of received invoices asks for one PDF per invoice,
 * so what every document would otherwise redo is done once here: parsing the font files, shaping a
 * word (pdfkit's own cache lives and dies with one document) and decoding a glyph's outline for the
 * subset each document embeds.
 */

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type GlyphRun = { glyphs: unknown[]; positions: Position[]; readonly advanceWidth: number };
type Glyph = { _decode?: () => unknown };
type Font = {
  postscriptName: string;
  layout(text: string, ...rest: unknown[]): GlyphRun;
  getGlyph(id: number, codePoints?: number[]): Glyph | undefined;
};

const require = createRequire(import.meta.url);
/** pdfkit's own font engine; only `create` is used, so no type declarations are needed. */
const fontkit = require('fontkit') as { create(buffer: Uint8Array): Font };

/** Shaped words kept per face; bounded, oldest out first. */
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
      return positions.reduce((width, position) => width + position.xAdvance, 0);
    },
  };
}

function shared(file: string): Font {
  const font = fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, ...rest) => {
    // Only plain layouts are kept; one with features or options goes through as asked.
    if (rest.some((argument) => argument !== undefined)) return layout(text, ...rest);
    let run = runs.get(text);
    if (!run) {
      run = layout(text);
      if (runs.size >= LAYOUT_CACHE_SIZE) runs.delete(runs.keys().next().value ?? '');
      runs.set(text, run);
    }
    return copyRun(run);
  };
  // A glyph's outline never changes; every subset decodes it only to learn whether it is composite.
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
  return font;
}

export const FONTS = { regular: shared('DejaVuSans.ttf'), bold: shared('DejaVuSans-Bold.ttf') };
