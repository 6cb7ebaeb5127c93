/**
 * Shows an SVG document (from core's renderer or the server's section drawing) as an image:
 * nothing in it can run, and it scales to the width it is given.
 */
export function SvgImage({
  svg,
  alt,
  testId,
  maxWidth,
}: {
  svg: string;
  alt: string;
  testId?: string;
  maxWidth?: number;
}) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      data-testid={testId}
      style={{ width: "100%", maxWidth, height: "auto", display: "block", margin: "0 auto" }}
    />
  );
}
