import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installWebApp } from "./web-app.ts";

// A built web app as the build leaves it: hashed assets under assets/ with their .br and .gz
// (packages/web/precompress.ts), index.html and sw.js at the root.
const script = `console.log(${JSON.stringify("窗".repeat(2000))});`;
const dist = mkdtempSync(join(tmpdir(), "fenestra-web-"));
mkdirSync(join(dist, "assets"));
writeFileSync(
  join(dist, "index.html"),
  '<!doctype html><html><head><title>Fenestra</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script></head><body></body></html>',
);
// the build's manifest: /threed's page and its 3D view (three.js) are lazy chunks
mkdirSync(join(dist, ".vite"));
writeFileSync(
  join(dist, ".vite/manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-AbC123.js" },
    "_three-T.js": { file: "assets/three.module-T1.js" },
    "src/features/threed/ThreedPage.tsx": {
      file: "assets/ThreedPage-P1.js",
      dynamicImports: ["src/features/threed/ThreeView.tsx"],
    },
    "src/features/threed/ThreeView.tsx": { file: "assets/ThreeView-V1.js", imports: ["_three-T.js"] },
  }),
);
writeFileSync(join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
writeFileSync(join(dist, "assets/index-AbC123.js"), script);
writeFileSync(join(dist, "assets/index-AbC123.js.br"), brotliCompressSync(script));
writeFileSync(join(dist, "assets/index-AbC123.js.gz"), gzipSync(script));

const app = Fastify();
beforeAll(async () => {
  await installWebApp(app, dist);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) =>
  app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("the built web app on the wire", () => {
  it("sends a hashed script compressed (brotli when accepted, else gzip, else as it is) and cached as immutable", async () => {
    const br = await get("/assets/index-AbC123.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    const gz = await get("/assets/index-AbC123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/index-AbC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
  });

  it("revalidates the page and the service worker on every load, so a new build shows at once", async () => {
    for (const url of ["/", "/index.html", "/sw.js", "/contracts/12"]) {
      const res = await get(url, "br");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    expect((await get("/contracts/12")).body).toContain("<title>Fenestra</title>");
  });

  it("names /threed's chunks (its page, its view, three.js) in its HTML, to be fetched beside the app's code", async () => {
    const res = await get("/threed?order_id=1&item_id=2");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    for (const file of ["ThreedPage-P1.js", "ThreeView-V1.js", "three.module-T1.js"])
      expect(res.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(res.body).toContain('src="/assets/index-AbC123.js"');
    // other pages are the plain page
    expect((await get("/orders")).body).not.toContain("modulepreload");
  });

  it("answers a chunk an older build had with 404, not with the page in its place", async () => {
    const res = await get("/assets/index-Old999.js");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
  });
});
