// Bundles src/server.ts into dist/server.js (Node, ESM). npm packages stay external and load
// from node_modules; our own workspaces (@fenestra/*) are bundled in. The SQL migrations are
// copied beside the bundle, where db/migrations-folder.ts looks for them, together with a PGlite
// data folder already created and migrated (dist/pgdata-template/): a fresh DATA_DIR starts as a
// copy of it instead of running initdb in WASM, which costs seconds (see db/client.ts).
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
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
  entryPoints: [join(root, "src/server.ts")],
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

/**
 * The migrated template folder, cached under node_modules/.cache by the migrations' content and
 * the PGlite version, so that a rebuild without new migrations costs nothing.
 */
async function pgliteTemplate() {
  const migrations = join(root, "src/db/migrations");
  const pgliteMain = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const pglitePackage = JSON.parse(readFileSync(join(dirname(pgliteMain), "..", "package.json"), "utf8"));
  const hash = createHash("sha256").update(`pglite ${pglitePackage.version}\n`);
  for (const file of readdirSync(migrations, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()) {
    hash.update(file.slice(migrations.length)).update(readFileSync(file));
  }
  const cacheDir = join(root, "..", "..", "node_modules", ".cache", "fenestra-pgdata");
  const cached = join(cacheDir, hash.digest("hex").slice(0, 16));
  if (!existsSync(join(cached, "PG_VERSION"))) {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const building = `${cached}.${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    const pglite = await PGlite.create(building);
    await migrate(drizzle(pglite), { migrationsFolder: migrations });
    await pglite.close();
    rmSync(cached, { recursive: true, force: true });
    renameSync(building, cached);
  }
  cpSync(cached, join(dist, "pgdata-template"), { recursive: true });
}
await pgliteTemplate();
