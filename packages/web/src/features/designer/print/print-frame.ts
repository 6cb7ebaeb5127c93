// Prints a page built by print-layout.ts: it goes into one hidden frame of the drawing page (the
// page itself, with its toolbars and panels, is not printed), kept until the next print.

const FRAME_ID = "designer-print-frame";

export function printHtml(html: string): void {
  let frame = document.getElementById(FRAME_ID) as HTMLIFrameElement | null;
  if (!frame) {
    frame = document.createElement("iframe");
    frame.id = FRAME_ID;
    frame.dataset.testid = "print-frame";
    frame.title = "print";
    Object.assign(frame.style, { position: "fixed", width: "0", height: "0", border: "0", right: "0" });
    document.body.appendChild(frame);
  }
  const doc = frame.contentDocument;
  if (!doc) return;
  doc.open();
  doc.write(html);
  doc.close();
  frame.contentWindow?.focus();
  frame.contentWindow?.print();
}

/** Removes the print frame (the drawing page is left). */
export function removePrintFrame(): void {
  document.getElementById(FRAME_ID)?.remove();
}
