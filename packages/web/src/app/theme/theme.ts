import type { ThemeConfig } from "antd";

/**
 * The app's one font stack: Ant Design's system stack with the CJK faces of each platform
 * before the generic family, so no heading or link falls back to the browser's serif default.
 */
export const APP_FONT_FAMILY = [
  "-apple-system",
  "BlinkMacSystemFont",
  "'Segoe UI'",
  "Roboto",
  "'Helvetica Neue'",
  "Arial",
  "'Noto Sans'",
  "'PingFang SC'",
  "'Hiragino Sans GB'",
  "'Microsoft YaHei'",
  "'Noto Sans CJK SC'",
  "'Liberation Sans'",
  "sans-serif",
  "'Apple Color Emoji'",
  "'Segoe UI Emoji'",
  "'Noto Color Emoji'",
].join(", ");

export const appTheme: ThemeConfig = {
  token: { colorPrimary: "#1f6feb", fontFamily: APP_FONT_FAMILY },
};

/** Plain elements (h1, a, text outside any Ant Design component) use the same font. */
export function applyDocumentFont(doc: Document = document): void {
  doc.documentElement.style.fontFamily = APP_FONT_FAMILY;
}
