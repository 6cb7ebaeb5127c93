/** A window drawing the server rendered with core's SVG renderer (our own markup, no user HTML). */
export function WindowDrawing({ svg, width = 160 }: { svg: string; width?: number }) {
  if (!svg) return null;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return <img src={src} alt="" style={{ width, height: "auto" }} />;
}
