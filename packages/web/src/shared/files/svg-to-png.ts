// Rasterises an SVG drawing to a PNG in the browser (canvas), so the image is a real bitmap of
// the drawing rather than an SVG renamed: the drawing page's PNG export and the 3D page's copy plan.

/** Longest side of the exported image, px. */
export const PNG_MAX_SIDE = 2400;

export async function svgToPng(svg: string): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.decoding = "async";
    img.src = url;
    await img.decode();
    const viewBox = /viewBox="([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)"/.exec(svg);
    const w = Number(viewBox?.[3] ?? img.naturalWidth) || 1000;
    const h = Number(viewBox?.[4] ?? img.naturalHeight) || 1000;
    const k = PNG_MAX_SIDE / Math.max(w, h);
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(w * k);
    canvas.height = Math.round(h * k);
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("no 2d context");
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob failed"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
