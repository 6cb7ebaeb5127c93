/** A stable colour per window label, so a window's pieces look alike on every bar. */
export function labelColour(label: string): string {
  let h = 0;
  for (let i = 0; i < label.length; i++) h = (h * 31 + label.charCodeAt(i)) >>> 0;
  return `hsl(${h % 360} 60% 78%)`;
}
