import { readConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { migrationsFolder } from "./migrations-folder.ts";

/** The database the environment names (DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export async function openConfiguredDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DatabaseHandle> {
  const config = readConfig(env);
  const handle = await openDatabase(
    // A new PGlite folder starts as a copy of PGLITE_TEMPLATE when one is named (as the server's does).
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl }
      : { dataDir: config.dataDir, template: config.pgliteTemplate },
  );
  await handle.migrate(migrationsFolder());
  return handle;
}

/** Where the configured database lives, for messages. */
export function describeConfiguredDatabase(env: NodeJS.ProcessEnv = process.env): string {
  const config = readConfig(env);
  return config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${config.dataDir}`;
}
