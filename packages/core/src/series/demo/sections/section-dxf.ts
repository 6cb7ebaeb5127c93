// A demo profile's section as the DXF text a series carries (`sectionDxf`): millimetres, each
// loop of its shape a closed LWPOLYLINE (x across the face, y front to back, bulges kept). Written
// here rather than with dxf-writer (what the drawing's DXF export uses): dxf-writer numbers its
// handles from a counter shared by the whole process, so the same section would come out
// differently on each build, and the seeded series and docs/examples must be the same every time.
import type { SectionShape } from "./shapes.ts";

const round = (v: number) => String(Math.round(v * 1000) / 1000);

/** The DXF section of a profile `faceWidth` × `depth` mm drawn as `shape`. */
export function sectionDxf(shape: SectionShape, faceWidth: number, depth: number): string {
  const lines = ["0", "SECTION", "2", "HEADER", "9", "$INSUNITS", "70", "4", "0", "ENDSEC"];
  lines.push("0", "SECTION", "2", "ENTITIES");
  for (const loop of shape(faceWidth, depth)) {
    lines.push("0", "LWPOLYLINE", "100", "AcDbEntity", "8", "0", "100", "AcDbPolyline");
    lines.push("90", String(loop.length), "70", "1");
    for (const [u, z, bulge] of loop) {
      lines.push("10", round(u), "20", round(z));
      if (bulge) lines.push("42", String(bulge));
    }
  }
  lines.push("0", "ENDSEC", "0", "EOF");
  return `${lines.join("\n")}\n`;
}
