import type { Language } from "@fenestra/core/account/index";
import type { ThemeConfig } from "antd";

// Fenestra's look: a deep glass-teal brand colour (the tint of float glass seen edge on), rounded
// but not soft corners, a pale grey page so cards stand out, and type set CJK-first for Chinese.

/** The brand's colours; components read them as antd tokens, never as literals. */
export const BRAND = {
  primary: "#0e7490",
  /** A selected row or menu entry. */
  tint: "#e6f4f7",
  /** The page behind the cards. */
  page: "#f4f6f8",
  ink: "rgba(15, 23, 42, 0.88)",
} as const;

const LATIN = ["-apple-system", "BlinkMacSystemFont", "'Segoe UI'", "Roboto", "'Helvetica Neue'", "Arial"];
const CJK = [
  "'PingFang SC'",
  "'Hiragino Sans GB'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK SC'",
  "'Noto Sans SC'",
];
const TAIL = [
  "'Noto Sans'",
  "'Liberation Sans'",
  "sans-serif",
  "'Apple Color Emoji'",
  "'Segoe UI Emoji'",
  "'Noto Color Emoji'",
];

/**
 * The font stack of a language: Chinese starts with the CJK faces of each platform (their Latin
 * and figures match the Han characters beside them); the other languages start with the system's
 * Latin faces, with the CJK ones after them for a Chinese name in their text. Nothing falls back to
 * the browser's serif default.
 */
export function fontFamilyFor(language: Language): string {
  const faces = language === "zh-CN" ? [...CJK, ...LATIN] : [...LATIN, ...CJK];
  return [...faces, ...TAIL].join(", ");
}

/** The antd theme of a language (its font stack), with or without motion. */
export function appTheme(language: Language, reducedMotion: boolean): ThemeConfig {
  return {
    token: {
      colorPrimary: BRAND.primary,
      colorInfo: BRAND.primary,
      colorLink: BRAND.primary,
      colorBgLayout: BRAND.page,
      colorText: BRAND.ink,
      fontFamily: fontFamilyFor(language),
      fontSize: 14,
      borderRadius: 8,
      borderRadiusLG: 12,
      ...(reducedMotion ? { motion: false } : {}),
    },
    components: {
      Card: { headerFontSize: 15 },
      Menu: {
        itemSelectedColor: BRAND.primary,
        horizontalItemSelectedColor: BRAND.primary,
        itemSelectedBg: BRAND.tint,
        itemActiveBg: BRAND.tint,
      },
      Table: { headerBg: "#f8fafc" },
    },
  };
}

/**
 * Plain elements outside any Ant Design component (h1, router links) look like the rest: the
 * same font, links in the brand colour without the browser's underline, the page's grey behind,
 * and figures that line up in columns (tabular numbers). Written again when the language changes.
 */
export function applyDocumentStyle(language: Language, doc: Document = document): void {
  let style = doc.head.querySelector<HTMLStyleElement>("style[data-app=base]");
  if (!style) {
    style = doc.createElement("style");
    style.dataset.app = "base";
    doc.head.append(style);
  }
  style.textContent = [
    `html { font-family: ${fontFamilyFor(language)}; }`,
    `body { font-size: 14px; line-height: 1.5715; color: ${BRAND.ink}; background: ${BRAND.page}; font-variant-numeric: tabular-nums; }`,
    `a { color: ${BRAND.primary}; text-decoration: none; }`,
    "a:hover { text-decoration: underline; }",
  ].join("\n");
}
