// Prints the drawing: the SVG goes into a hidden frame with the paper's @page rule, so the
// page itself (toolbars, panels) is not printed.

export function printSvg(
  svg: string,
  paper: { size: "A4" | "A3"; orientation: "landscape" | "portrait" },
): void {
  const frame = document.createElement("iframe");
  frame.style.position = "fixed";
  frame.style.width = "0";
  frame.style.height = "0";
  frame.style.border = "0";
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  if (!doc) return;
  const body = svg
    .replace(/^<\?xml[^>]*>\s*/, "")
    .replace(/ width="[^"]*mm" height="[^"]*mm"/, ' width="100%" height="100%"');
  doc.open();
  doc.write(
    `<!doctype html><html><head><style>@page{size:${paper.size} ${paper.orientation};margin:10mm}html,body{margin:0;height:100%}</style></head><body>${body}</body></html>`,
  );
  doc.close();
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
  setTimeout(() => frame.remove(), 1000);
}
