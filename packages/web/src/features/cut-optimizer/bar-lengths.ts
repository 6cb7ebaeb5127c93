// SPEC §9: bar lengths are separated by commas ("6000,6500"; the Chinese comma too).

/** The lengths in mm, or null when one is not a number of at least 50 mm. */
export function parseBarLengths(text: string): number[] | null {
  const parts = text
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const lengths = parts.map(Number);
  if (lengths.some((n) => !Number.isFinite(n) || n < 50 || n > 100_000)) return null;
  return [...new Set(lengths)];
}

/** A stable colour per window label, so a window's pieces look alike on every bar. */
export function labelColour(label: string): string {
  let h = 0;
  for (let i = 0; i < label.length; i++) h = (h * 31 + label.charCodeAt(i)) >>> 0;
  return `hsl(${h % 360} 60% 78%)`;
}
