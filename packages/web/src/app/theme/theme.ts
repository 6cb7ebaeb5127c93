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

const COLOR_PRIMARY = "#1f6feb";

export const appTheme: ThemeConfig = {
  token: { colorPrimary: COLOR_PRIMARY, fontFamily: APP_FONT_FAMILY },
};

/**
 * Plain elements outside any Ant Design component (h1, router links) look like the rest: the
 * same font, links in the primary colour without the browser's underline.
 */
export function applyDocumentStyle(doc: Document = document): void {
  const style = doc.createElement("style");
  style.dataset.app = "base";
  style.textContent = [
    `html { font-family: ${APP_FONT_FAMILY}; }`,
    "body { font-size: 14px; line-height: 1.5715; color: rgba(0, 0, 0, 0.88); }",
    `a { color: ${COLOR_PRIMARY}; text-decoration: none; }`,
    "a:hover { text-decoration: underline; }",
  ].join("\n");
  doc.head.append(style);
}
