import type { FreeDimension } from "../design/model.ts";

// Where a free dimension (SPEC §2 "extra dimensions") is drawn: the measured points, the line
// standing `offset` mm along (dy, −dx)/len of from → to (as the core renderer draws it: above a
// left → right line, left of a bottom → top one), its value and an upright text angle.

export type FreeDimensionGeometry = {
  /** The dimension line's two ends (canvas mm). */
  a: [number, number];
  b: [number, number];
  /** Where the value's text sits, just outside the line. */
  text: [number, number];
  /** Text rotation in degrees (SVG, y down), kept readable: between −90 and 90. */
  angle: number;
  /** Measured length, mm. */
  value: number;
};

export function freeDimensionGeometry(d: FreeDimension): FreeDimensionGeometry {
  const dx = d.to[0] - d.from[0];
  const dy = d.to[1] - d.from[1];
  const value = Math.hypot(dx, dy);
  const len = value || 1;
  const nx = dy / len;
  const ny = -dx / len;
  const a: [number, number] = [d.from[0] + nx * d.offset, d.from[1] + ny * d.offset];
  const b: [number, number] = [d.to[0] + nx * d.offset, d.to[1] + ny * d.offset];
  // as the render model places a 60 mm figure: its centre 0.6 em off the line
  const text: [number, number] = [(a[0] + b[0]) / 2 + nx * 36, (a[1] + b[1]) / 2 + ny * 36];
  const raw = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  const angle = raw > 90 ? raw - 180 : raw < -90 ? raw + 180 : raw;
  return { a, b, text, angle, value };
}
