// Foundation figures: gzipped JavaScript loaded by /login and /home, their bytes on the wire, first
// contentful paint and repeat visit, and the cold start
// of the compiled server on PGlite. Targets: /login under 300 KB gzipped; cold start under 2 s.
//
// Run: npm run bench:foundation   (= npm run foundation -w @fenestra/bench)
// Builds first (`npm run build`) when packages/web/dist or packages/server/dist is missing;
// `npm run bench:foundation -- N` sets the number of cold starts (default 5); run directly,
// `node --import tsx bench/foundation/foundation.bench.ts --runs N --build` also rebuilds.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DEMO } from "@fenestra/server/db/seed";
import { benchPort } from "../built-server.ts";
import { scaled } from "../quick.ts";
import { browserSizes, type Visit } from "./browser-size.ts";
import { timeUntilReady } from "./cold-start.ts";
import { manifestSizes } from "./manifest-size.ts";

const LOGIN_TARGET_KB = 300;
const COLD_START_TARGET_MS = 2000;

const root = fileURLToPath(new URL("../..", import.meta.url));
const webDist = join(root, "packages/web/dist");
const bundle = join(root, "packages/server/dist/server.js");

// `npm run bench:foundation -- 3` arrives as a bare "3" (npm keeps --runs for itself).
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: String(scaled(5, 1)) },
    build: { type: "boolean", default: false },
  },
});
const runs = Math.max(1, Number(positionals[0] ?? values.runs) || 1);

if (values.build || !existsSync(join(webDist, ".vite/manifest.json")) || !existsSync(bundle)) {
  process.stdout.write("building (npm run build)…\n");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
}

const kb = (n: number) => `${n.toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const verdict = (ok: boolean) => (ok ? "met" : "NOT met");
const out: string[] = [];
out.push(`machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}, node ${process.version}`, "");

// 1. JavaScript size from the build manifest.
const rows = manifestSizes(webDist);
out.push("JavaScript per route, from the Vite manifest (entry + page chunk + language + antd locale):");
out.push("  route   language  chunks    raw        gzip");
for (const r of rows) {
  out.push(
    `  ${r.route.padEnd(7)} ${r.language.padEnd(9)} ${String(r.chunks).padStart(6)} ${kb(r.rawKB).padStart(10)} ${kb(r.gzipKB).padStart(10)}`,
  );
}

// 2. Cold start: a fresh DATA_DIR each time (create + migrate + seed), then restarts on it.
// BENCH_PORT, or a random port below Linux's ephemeral range (built-server.ts).
const port = benchPort();
const fresh: number[] = [];
const warm: number[] = [];
const freshCpu: number[] = [];
const warmCpu: number[] = [];
const dirs: string[] = [];
let browser: Awaited<ReturnType<typeof browserSizes>>;
try {
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), "fenestra-cold-"));
    dirs.push(dir);
    const { ms: t, cpuMs, server } = await timeUntilReady(bundle, dir, port);
    fresh.push(t);
    freshCpu.push(cpuMs);
    await server.stop();
  }
  const dir = dirs[0] as string;
  for (let i = 0; i < runs; i++) {
    const { ms: t, cpuMs, server } = await timeUntilReady(bundle, dir, port);
    warm.push(t);
    warmCpu.push(cpuMs);
    // 3. Keep the last server up for the browser measurement.
    if (i === runs - 1)
      browser = await browserSizes(`http://127.0.0.1:${port}`, DEMO).finally(() => server.stop());
    else await server.stop();
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

out.push("", "JavaScript a real browser fetches (Chromium, cold cache, zh-CN; /home signed in as the demo):");
if (browser) {
  for (const r of browser) {
    out.push(
      `  ${r.route.padEnd(7)} ${String(r.scripts).padStart(3)} scripts ${kb(r.gzipKB).padStart(10)} gzip   largest: ${r.largest}`,
    );
  }
  out.push(
    "",
    "On the wire (all responses, headers included) against unpacked, first contentful paint, and hashed",
    "assets (/assets/) fetched from the server; the repeat visit opens the page again in the same tab:",
  );
  const visit = (v: Visit) =>
    `wire ${kb(v.wireKB).padStart(10)}  unpacked ${kb(v.unpackedKB).padStart(10)}  FCP ${ms(v.fcpMs).padStart(7)}  assets fetched ${String(v.assetsFetched).padStart(3)}`;
  for (const r of browser) {
    out.push(
      `  ${r.route.padEnd(7)} first  ${visit(r.first)}`,
      `  ${"".padEnd(7)} repeat ${visit(r.repeat)}`,
    );
  }
} else out.push("  skipped: no Chromium at /usr/bin/chromium (CHROMIUM_PATH) or no playwright-core");

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    min: s[0] ?? Number.NaN,
    median: s[Math.floor(s.length / 2)] ?? Number.NaN,
    max: s.at(-1) ?? Number.NaN,
  };
};
const f = stats(fresh);
const w = stats(warm);
const fc = stats(freshCpu);
const wc = stats(warmCpu);
const line = (label: string, wall: typeof f, cpu: typeof f) =>
  `  ${label.padEnd(44)} wall min ${ms(wall.min)} median ${ms(wall.median)} max ${ms(wall.max)}` +
  `   CPU median ${ms(cpu.median)}`;
out.push("", "Server cold start on PGlite (packages/server/dist/server.js, spawn until /api/ready = 200):");
out.push(line(`fresh DATA_DIR (template + migrate + seed), ${runs}x`, f, fc));
out.push(line(`existing DATA_DIR, ${runs}x`, w, wc));
out.push("  (CPU = user + system time of the server process: what the start costs without contention)");

const loginManifest = Math.max(...rows.filter((r) => r.route === "/login").map((r) => r.gzipKB));
const loginBrowser = browser?.find((r) => r.route === "/login")?.gzipKB;
out.push("", "Targets:");
if (loginBrowser !== undefined) {
  out.push(
    `  /login under ${LOGIN_TARGET_KB} KB gzip, as loaded by the browser: ${kb(loginBrowser)} -> ${verdict(loginBrowser < LOGIN_TARGET_KB)}`,
  );
}
for (const r of browser ?? []) {
  out.push(
    `  ${r.route} repeat visit fetches no hashed asset again: ${r.repeat.assetsFetched} fetched -> ${verdict(r.repeat.assetsFetched === 0)}`,
  );
}
out.push(
  `  /login under ${LOGIN_TARGET_KB} KB gzip, manifest upper bound (every namespace of the language): ${kb(loginManifest)} -> ${verdict(loginManifest < LOGIN_TARGET_KB)}`,
);
out.push(
  `  cold start under ${COLD_START_TARGET_MS} ms (median wall, fresh DATA_DIR): ${ms(f.median)} -> ${verdict(f.median < COLD_START_TARGET_MS)}`,
  `  cold start under ${COLD_START_TARGET_MS} ms (median wall, existing DATA_DIR): ${ms(w.median)} -> ${verdict(w.median < COLD_START_TARGET_MS)}`,
);
out.push("", "Reproduce: npm run build && npm run bench:foundation -- 5", "");
process.stdout.write(out.join("\n"));
