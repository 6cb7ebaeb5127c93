import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text. Images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/**
 * Brotli's quality: on this build's scripts 6 takes 1.3 s for 1,341 KB, 11 (the maximum) 21 s for
 * 1,244 KB (2 cores at load 13). Every `npm start` builds, so 7 % fewer bytes are not worth 20 s.
 */
const BROTLI_QUALITY = 6;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * After the build, writes a brotli (.br) and a gzip (.gz) copy beside each text
 * file of the output, for the server to send as they are (@fastify/static's preCompressed):
 * compressed once at build time rather than on every request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "fenestra-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for await (const path of filesUnder(outDir)) {
        if (!TEXT.test(path)) continue;
        const bytes = await readFile(path);
        if (bytes.length < MIN_BYTES) continue;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }
    },
  };
}
