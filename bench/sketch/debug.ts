// Debugging one corpus photo: prints the true and the recognized tree, writes the ink mask with the strokes found.
//   node --import tsx sketch/debug.ts SEED [WIDTHxHEIGHT] [OUT.png]
import { writeFileSync } from "node:fs";
import { compareStructure } from "@fenestra/core/sketch/compare";
import { corpusPhoto } from "@fenestra/core/sketch/corpus/generate";
import { recognizeSketch } from "@fenestra/core/sketch/recognize";
import type { SketchNode } from "@fenestra/core/sketch/sketch-types";
import { PNG } from "pngjs";

const [seed = "1", size = "1600x1200", out] = process.argv.slice(2);
const [w, h] = size.split("x").map(Number) as [number, number];
const photo = corpusPhoto(Number(seed), { width: w, height: h });
const show = (n: SketchNode, root: SketchNode, ind = ""): string => {
  if (n.kind === "cell") return `${ind}cell ${JSON.stringify(n.cell)}\n`;
  const rel = n.positions.map((p) =>
    (n.direction === "vertical"
      ? (p - root.box.x0) / (root.box.x1 - root.box.x0)
      : (p - root.box.y0) / (root.box.y1 - root.box.y0)
    ).toFixed(3),
  );
  return `${ind}${n.direction} ${rel.join(" ")}\n${n.children.map((c) => show(c, root, `${ind}  `)).join("")}`;
};
console.log(`truth:\n${show(photo.truth, photo.truth)}`);
const r = recognizeSketch({ width: photo.width, height: photo.height, data: photo.rgba });
if (!r.ok) console.log(r.reason);
else {
  console.log(`found:\n${show(r.tree, r.tree)}`, compareStructure(r.tree, photo.truth));
  console.log("frame", r.tree.box, "paper", r.paper);
  for (const s of r.segments)
    if (Math.hypot(s.x2 - s.x1, s.y2 - s.y1) > 30)
      console.log(s.x1.toFixed(0), s.y1.toFixed(0), s.x2.toFixed(0), s.y2.toFixed(0));
}
if (out && r.ok) {
  const png = new PNG({ width: r.paper.width, height: r.paper.height });
  // gray background; segments in red
  png.data.fill(255);
  for (const s of r.segments) {
    const n = Math.ceil(Math.hypot(s.x2 - s.x1, s.y2 - s.y1));
    for (let i = 0; i <= n; i++) {
      const x = Math.round(s.x1 + ((s.x2 - s.x1) * i) / n);
      const y = Math.round(s.y1 + ((s.y2 - s.y1) * i) / n);
      if (x >= 0 && y >= 0 && x < r.paper.width && y < r.paper.height) {
        const j = (y * r.paper.width + x) * 4;
        png.data[j + 1] = 0;
        png.data[j + 2] = 0;
      }
    }
  }
  writeFileSync(out, PNG.sync.write(png));
}
