// The landing page's (/official) and the user guide's pictures: the app's real screenshots
// (docs/screenshots, made by e2e/screenshots/refresh.ts) as WebP, sized for a phone and a desktop.
// Run after refreshing the screenshots: node packages/web/scripts/official-images.mjs
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = dirname(fileURLToPath(import.meta.url));
const from = join(here, "../../../docs/screenshots");
const to = join(here, "../public/pictures");

for (const file of readdirSync(from).filter((f) => f.endsWith(".png"))) {
  const name = file.replace(/\.png$/, "");
  const width = name.endsWith("-phone") ? 390 : 960;
  const info = await sharp(join(from, file))
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toFile(join(to, `${name}.webp`));
  console.log(`${name}.webp ${info.width}×${info.height} ${(info.size / 1024).toFixed(1)} KB`);
}
