import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client.ts";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import { admin, ensurePostgres, PG_BASE_URL, urlFor } from "./postgres-server.ts";
import "./provided.ts";

/** Migrates one template database per run; each test file copies it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  await ensurePostgres();
  const template = `fenestra_tpl_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${template}`);
  await admin(`CREATE DATABASE ${template}`);
  const handle = await openDatabase({ databaseUrl: urlFor(template) });
  await handle.migrate(migrationsFolder());
  await handle.close();
  project.provide("pgTemplate", template);
  project.provide("pgBaseUrl", PG_BASE_URL);
  return () => admin(`DROP DATABASE IF EXISTS ${template}`);
}
