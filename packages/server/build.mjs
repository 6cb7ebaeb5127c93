// Bundles src/server.ts into dist/server.js (Node, ESM). npm packages stay external and load
// from node_modules; our own workspaces (@fenestra/*) are bundled in. The SQL migrations are
// copied beside the bundle, where db/migrations-folder.ts looks for them, together with a PGlite
// data folder already created, migrated and seeded with the demo company and its month of work
// (dist/pgdata-template/, made by db/pglite-template.ts): a fresh DATA_DIR starts as a copy of it
// instead of running initdb in WASM and the demo seed, which cost seconds, and then finds nothing
// left to migrate or seed.
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, "dist");

/** Externalizes bare imports (npm packages) except our workspaces. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@fenestra/") || args.path.startsWith("node:")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  // The cutting pool's worker thread is an entry of its own: dist/cutting.worker.js, which the
  // pool looks for beside its code (modules/cutting/cutting.pool.ts).
  // start:cluster's launcher is dist/cluster.js (it starts dist/server.js beside it).
  entryPoints: [
    join(root, "src/server.ts"),
    join(root, "src/modules/cutting/cutting.worker.ts"),
    join(root, "src/cluster/cluster-main.ts"),
  ],
  outdir: dist,
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  // Split so that lazily imported modules (the password dictionary) load on first use.
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: "warning",
});
cpSync(join(root, "src/db/migrations"), join(dist, "migrations"), { recursive: true });
// The API guide that GET /api/guide serves (the OpenAPI document links to it).
cpSync(join(root, "../../docs/api.md"), join(dist, "api.md"));

/** The bundled code of db/pglite-template.ts: everything that decides what the template holds. */
async function templateMaker() {
  const result = await build({
    entryPoints: [join(root, "src/db/pglite-template.ts")],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    plugins: [externalPackages],
    write: false,
    logLevel: "warning",
  });
  return result.outputFiles[0].text;
}

/** The installed version of an npm package, whose package.json may not be exported: walk up to it. */
function versionOf(name) {
  for (
    let dir = dirname(createRequire(import.meta.url).resolve(name));
    dir !== dirname(dir);
    dir = dirname(dir)
  ) {
    const file = join(dir, "package.json");
    const json = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
    if (json?.name === name) return json.version;
  }
  throw new Error(`package.json of ${name} not found`);
}

/**
 * The template folder, cached under node_modules/.cache by what decides its content (the maker's
 * bundled code, the migrations, the PGlite and drizzle versions, and the day: the demo company's
 * month of work is dated back from the day it is made, so that its workbench shows today's work),
 * so that a rebuild the same day that changes none of them costs nothing.
 */
async function pgliteTemplate() {
  const migrations = join(root, "src/db/migrations");
  const maker = await templateMaker();
  const hash = createHash("sha256")
    .update(`pglite ${versionOf("@electric-sql/pglite")}\ndrizzle-orm ${versionOf("drizzle-orm")}\n`)
    .update(`day ${new Date().toISOString().slice(0, 10)}\n`)
    .update(maker);
  for (const file of readdirSync(migrations, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()) {
    hash.update(file.slice(migrations.length)).update(readFileSync(file));
  }
  const cacheDir = join(root, "..", "..", "node_modules", ".cache", "fenestra-pgdata");
  const cached = join(cacheDir, hash.digest("hex").slice(0, 16));
  if (!existsSync(join(cached, "PG_VERSION"))) {
    const building = `${cached}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    // Written beside the server bundle, so that its npm imports resolve as the server's do.
    const script = join(dist, `pglite-template.${process.pid}.mjs`);
    writeFileSync(script, maker);
    try {
      const { makePgliteTemplate } = await import(pathToFileURL(script).href);
      await makePgliteTemplate(building, migrations);
    } finally {
      rmSync(script, { force: true });
    }
    rmSync(cached, { recursive: true, force: true });
    renameSync(building, cached);
    // the templates of other days and code are not used again: only the newest is kept
    for (const entry of readdirSync(cacheDir)) {
      if (/^[0-9a-f]{16}$/.test(entry) && join(cacheDir, entry) !== cached)
        rmSync(join(cacheDir, entry), { recursive: true, force: true });
    }
  }
  cpSync(cached, join(dist, "pgdata-template"), { recursive: true });
}
await pgliteTemplate();
