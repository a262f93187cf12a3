import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type Glyph, type GlyphRun } from 'fontkit';

/** The two type families of the templates; each has a regular and a bold face. */
export type FontFamily = 'sans' | 'condensed';
export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontFamily, Record<FontWeight, string>> = {
  sans: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' },
  condensed: { regular: 'DejaVuSansCondensed.ttf', bold: 'DejaVuSansCondensed-Bold.ttf' },
};

const resolve = createRequire(import.meta.url).resolve;
const read = (file: string) => readFileSync(resolve(`dejavu-fonts-ttf/ttf/${file}`));

/** The TrueType files, read once when the module loads. */
const BYTES: Record<FontFamily, Record<FontWeight, Buffer>> = {
  sans: { regular: read(FILES.sans.regular), bold: read(FILES.sans.bold) },
  condensed: { regular: read(FILES.condensed.regular), bold: read(FILES.condensed.bold) },
};

/**
 * Parsed fonts, shared by every document. pdfkit would parse a Buffer again for each document (its
 * cmap, GSUB and GPOS tables) and that parsing costs more than the rest of a one-page invoice; it
 * takes a parsed fontkit font as well, and each document still builds its own subset from it.
 */
const parsed = new Map<string, Font>();

/** Shaped words kept per font; pdfkit lays text out word by word, so this bounds a vocabulary. */
const LAYOUT_CACHE_SIZE = 20_000;

/**
 * A copy pdfkit may change: it scales the positions it is given in place, so each caller gets its
 * own positions while the shaped original stays untouched in the cache.
 */
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

/**
 * Shaping a word (cmap, GSUB, GPOS: ligatures, kerning) is the larger half of rendering an invoice,
 * and pdfkit's own layout cache lives and dies with one document. This cache keeps the shaped words
 * of the shared font for every document, bounded (oldest first out).
 */
function cacheLayouts(font: Font): Font {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  font.layout = (text, features, ...more) => {
    if (features !== undefined || more.length > 0) return layout(text, features, ...more);
    let run = runs.get(text);
    if (!run) {
      run = layout(text);
      if (runs.size >= LAYOUT_CACHE_SIZE) runs.delete(runs.keys().next().value ?? '');
      runs.set(text, run);
    }
    return copyRun(run);
  };
  return font;
}

/**
 * Each document's subset decodes the outline of every glyph it embeds only to learn whether the
 * glyph is composite, again in every document. Glyphs are shared with the parsed font, and a glyph's
 * outline never changes, so the decoding is kept on the glyph after the first time.
 */
function keepDecodedGlyphs(font: Font): Font {
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

function parsedFont(family: FontFamily, weight: FontWeight): Font {
  const key = `${family}-${weight}`;
  let font = parsed.get(key);
  if (!font) {
    font = keepDecodedGlyphs(cacheLayouts(create(BYTES[family][weight])));
    parsed.set(key, font);
  }
  return font;
}

/** Registers the family's faces in a document as the fonts named 'regular' and 'bold'. */
export function registerFonts(document: PDFKit.PDFDocument, family: FontFamily): void {
  for (const weight of ['regular', 'bold'] as const) {
    document.registerFont(weight, parsedFont(family, weight) as unknown as PDFKit.Mixins.PDFFontSource);
  }
}
