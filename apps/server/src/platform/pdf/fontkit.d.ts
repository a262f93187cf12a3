// fontkit is pdfkit's font engine (a dependency of pdfkit) and ships no types; only what pdf-fonts.ts uses.
declare module 'fontkit' {
  export type GlyphPosition = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
  export type GlyphRun = { glyphs: unknown[]; positions: GlyphPosition[]; readonly advanceWidth: number };
  /** A parsed font; pdfkit accepts it wherever it takes a font source. */
  export type Font = {
    readonly postscriptName: string;
    layout(text: string, features?: unknown, ...more: unknown[]): GlyphRun;
    getGlyph(id: number, codePoints?: number[]): Glyph;
  };
  /** `_decode` reads the glyph's outline from the glyf table (fontkit's own, used by subsets). */
  export type Glyph = { _decode?: () => unknown };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
