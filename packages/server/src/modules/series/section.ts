import type { Series } from "@fenestra/core";
import Drawing from "dxf-writer";

// The cross-section of one join of the series' join table, in mm: the receiving profile at the
// origin (face width across, depth down), the entering part overlapping it by cross_value and
// set back by offset_value. Profiles are drawn as their bounding sections; glass as a pane of
// the series' first glass thickness.

export type SectionPart = {
  code: string;
  kind: "profile" | "glass";
  x: number;
  y: number;
  w: number;
  h: number;
};
export type Section = { parts: SectionPart[]; width: number; height: number; cross: number; offset: number };

/** Visible length of glass drawn beyond the profile edge, mm. */
const GLASS_REACH = 60;

export function sectionOf(model: Series, from: string, to: string): Section | undefined {
  const join = model.joins.find((j) => j.profileFrom === from && j.profileTo === to);
  const receiver = model.profiles.find((p) => p.code === to);
  if (!join || !receiver) return undefined;
  const base: SectionPart = {
    code: to,
    kind: "profile",
    x: 0,
    y: 0,
    w: receiver.faceWidth,
    h: receiver.depth,
  };
  const entering = model.profiles.find((p) => p.code === from);
  const x = receiver.faceWidth - join.crossValue;
  const part: SectionPart = entering
    ? { code: from, kind: "profile", x, y: join.offsetValue, w: entering.faceWidth, h: entering.depth }
    : glassPart(model, from, x, receiver.depth, join.offsetValue);
  const parts = [base, part];
  const width = Math.max(...parts.map((p) => p.x + p.w));
  const height = Math.max(...parts.map((p) => p.y + p.h));
  return { parts, width, height, cross: join.crossValue, offset: join.offsetValue };
}

function glassPart(model: Series, code: string, x: number, depth: number, offset: number): SectionPart {
  const thickness = model.glass[0]?.thickness ?? 24;
  const y = offset > 0 ? offset : (depth - thickness) / 2;
  return { code, kind: "glass", x, y, w: GLASS_REACH, h: thickness };
}

const xmlText = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** SVG in mm user units with a margin; codes as labels, the overlap dimensioned. */
export function sectionSvg(section: Section): string {
  const m = 20;
  const w = section.width + 2 * m;
  const h = section.height + 2 * m;
  const shapes = section.parts
    .map((p) => {
      const fill = p.kind === "glass" ? "#cfe8f7" : "#d9d9d9";
      return (
        `<rect x="${p.x + m}" y="${p.y + m}" width="${p.w}" height="${p.h}" fill="${fill}" ` +
        `fill-opacity="0.8" stroke="#333" stroke-width="0.6"/>` +
        `<text x="${p.x + m + 2}" y="${p.y + m + 8}" font-size="7" fill="#000">${xmlText(p.code)}</text>`
      );
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w * 4}" height="${h * 4}" ` +
    `data-cross="${section.cross}" data-offset="${section.offset}">${shapes}</svg>`
  );
}

/** The same section as a DXF drawing in millimetres (y up, as CAD expects). */
export function sectionDxf(section: Section): string {
  const d = new Drawing();
  d.setUnits("Millimeters");
  for (const p of section.parts) {
    const y0 = section.height - p.y - p.h;
    d.drawRect(p.x, y0, p.x + p.w, y0 + p.h);
    d.drawText(p.x + 1, y0 + p.h - 6, 4, 0, p.code);
  }
  return d.toDxfString();
}
