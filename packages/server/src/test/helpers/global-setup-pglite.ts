import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client.ts";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import "./provided.ts";

/**
 * Creating a PGlite database costs seconds, reopening a dump well under one: create and
 * migrate once per run, dump it, and let every test file start from the dump.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "fenestra-pglite-"));
  const pglite = new PGlite();
  const handle = await openDatabase({ pglite });
  await handle.migrate(migrationsFolder());
  const dump = await pglite.dumpDataDir("none");
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
