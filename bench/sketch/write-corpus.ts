// Writes corpus photos as PNG files with their true structure beside them (SEED.png,
// SEED.truth.json), to look at them or feed them to `fenestra sketch`:
//   node --import tsx bench/sketch/write-corpus.ts OUT_DIR [FIRST_SEED] [COUNT] [WIDTH] [HEIGHT]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { corpusPhoto } from "@fenestra/core/sketch/corpus/generate";
import { PNG } from "pngjs";

const [out = "sketch-corpus", first = "1", count = "5", width = "4000", height = "3000"] =
  process.argv.slice(2);
mkdirSync(out, { recursive: true });
for (let seed = Number(first); seed < Number(first) + Number(count); seed++) {
  const photo = corpusPhoto(seed, { width: Number(width), height: Number(height) });
  const png = new PNG({ width: photo.width, height: photo.height });
  png.data = Buffer.from(photo.rgba.buffer);
  writeFileSync(join(out, `${seed}.png`), PNG.sync.write(png));
  const { truth, paperSize, paperCorners, features } = photo;
  writeFileSync(
    join(out, `${seed}.truth.json`),
    JSON.stringify({ truth, paperSize, paperCorners, features }, null, 2),
  );
  console.log(
    `${join(out, `${seed}.png`)}  ${features.cells} cells, ${features.paper} paper, turned ${features.rotation.toFixed(1)}°`,
  );
}
