// The fonts embedded in PDFs, in fallback order (see font-runs.ts): Noto Sans CJK (Chinese,
// Latin, Vietnamese, Cyrillic; Debian fonts-noto-cjk, required), DejaVu Sans (symbols and
// scripts Noto CJK lacks; Debian fonts-dejavu-core, used when installed) and Noto Emoji, the
// monochrome outline emoji font from the npm package @expo-google-fonts/noto-emoji (a colour
// bitmap emoji font cannot be drawn into a PDF page by PDFKit). Regular and bold weights.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { cjkBoldFont, cjkFont } from "./cjk-font.ts";
import type { Face } from "./font-runs.ts";

export type PdfFace = Face & { data: Buffer; family?: string };
export type PdfFonts = { regular: PdfFace[]; bold: PdfFace[]; emoji: PdfFace | undefined };

const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const DEJAVU_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const EMOJI = "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf";

function face(name: string, data: Buffer, family?: string): PdfFace {
  const font = fontkit.create(data, family);
  if (!("hasGlyphForCodePoint" in font)) throw new Error(`${name}: a font collection without ${family}`);
  const has = new Map<number, boolean>();
  return {
    name,
    data,
    ...(family ? { family } : {}),
    has(cp) {
      let known = has.get(cp);
      if (known === undefined) {
        known = font.hasGlyphForCodePoint(cp);
        has.set(cp, known);
      }
      return known;
    },
  };
}

function optional(name: string, path: string): PdfFace[] {
  return existsSync(path) ? [face(name, readFileSync(path))] : [];
}

let cached: PdfFonts | undefined;

/** The text fonts in fallback order, regular and bold, and the emoji font (read once). */
export function pdfFonts(): PdfFonts {
  if (cached) return cached;
  const regular = cjkFont();
  const bold = cjkBoldFont();
  let emoji: PdfFace | undefined;
  try {
    emoji = face("emoji", readFileSync(createRequire(import.meta.url).resolve(EMOJI)));
  } catch {
    emoji = undefined;
  }
  cached = {
    regular: [face("main", regular.data, regular.family), ...optional("dejavu", DEJAVU)],
    bold: [face("main-bold", bold.data, bold.family), ...optional("dejavu-bold", DEJAVU_BOLD)],
    emoji,
  };
  return cached;
}
