// The worked example of docs/bom.md, computed there by hand: a 1500 × 1400 two-cell window in the
// TB60 aluminium casement series (left fixed light, right outward casement). Core's BOM test and
// the server's calculation route both answer these figures.

/** Its profile lines as the BOM lists them: code, length (mm), count, end angles (°). */
export const WORKED_EXAMPLE_PROFILES = [
  ["F001", 1500, 2, 45, 45],
  ["F001", 1400, 2, 45, 45],
  ["S001", 1298, 2, 45, 45],
  ["S001", 668, 2, 45, 45],
  ["Y001", 1118, 2, 90, 90],
  ["Y001", 528, 2, 90, 90],
  ["Y002", 1240, 2, 90, 90],
  ["Y002", 650, 2, 90, 90],
  ["Z001", 1280, 1, 90, 90],
];
