/**
 * What the browser prints. Anything marked `no-print` (buttons, bars) never prints. A page that
 * holds a `data-print-root` element (the cutting sheet) prints that element alone: the app's
 * navigation, the page's own cards and buttons are left out, and the element's ancestors lose
 * their borders, padding and shadows so the sheet starts at the page's margin.
 */
export const PRINT_CSS = [
  "@media print {",
  "  .no-print { display: none !important; }",
  "  body:has([data-print-root]) *:not(:has([data-print-root])):not([data-print-root]):not([data-print-root] *) { display: none !important; }",
  "  body:has([data-print-root]) *:has([data-print-root]) { border: 0 !important; padding: 0 !important; margin: 0 !important; box-shadow: none !important; background: none !important; min-width: 0 !important; overflow: visible !important; }",
  "}",
].join("\n");

export function applyPrintStyle(doc: Document = document): void {
  const style = doc.createElement("style");
  style.dataset.app = "print";
  style.textContent = PRINT_CSS;
  doc.head.append(style);
}
