// A demo profile's section as the DXF text a series carries (`sectionDxf`): each loop of its
// shape a closed LWPOLYLINE in mm, x across the face and y front to back, bulges kept.
import Drawing from "dxf-writer";
import type { SectionShape } from "./shapes.ts";

/** The DXF section of a profile `faceWidth` × `depth` mm drawn as `shape`. */
export function sectionDxf(shape: SectionShape, faceWidth: number, depth: number): string {
  const d = new Drawing();
  d.setUnits("Millimeters");
  const round = (v: number) => Math.round(v * 1000) / 1000;
  for (const loop of shape(faceWidth, depth)) {
    // dxf-writer writes a third coordinate as the vertex's bulge (group 42); its types omit it
    const points = loop.map(([u, z, bulge]) => (bulge ? [round(u), round(z), bulge] : [round(u), round(z)]));
    d.drawPolyline(points as [number, number][], true);
  }
  return d.toDxfString();
}
