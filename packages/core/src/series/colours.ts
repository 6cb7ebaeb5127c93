import type { Series } from "./schema.ts";

/**
 * The frame colours a window of this series can be ordered in: those every profile that takes
 * the frame colour offers (case-insensitive, in the first profile's order and spelling).
 * Reinforcement is left out: it is ordered in its own colour (galvanised). The BOM refuses a
 * profile line in a colour its profile does not offer (err_26 on `colour`), so a frame coloured
 * from this list orders every profile.
 */
export function seriesColours(series: Pick<Series, "profiles">): string[] {
  const coloured = series.profiles.filter((p) => p.partType !== "reinforcement");
  const [first, ...rest] = coloured;
  if (!first) return [];
  const seen = new Set<string>();
  return first.colours.filter((c) => {
    const key = c.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return rest.every((p) => p.colours.some((o) => o.toLowerCase() === key));
  });
}

/** Whether a frame colour is one the series offers (the BOM's own comparison: case-insensitive). */
export function offersColour(series: Pick<Series, "profiles">, colour: string): boolean {
  const key = colour.toLowerCase();
  return seriesColours(series).some((c) => c.toLowerCase() === key);
}
