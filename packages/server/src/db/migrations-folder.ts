import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the SQL migrations are: src/db/migrations in the sources, dist/migrations once built.
 * Walks up from this module because the bundler may place it in a chunk folder.
 */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth++) {
    if (existsSync(join(dir, "migrations", "meta", "_journal.json"))) return join(dir, "migrations");
    dir = dirname(dir);
  }
  throw new Error(`SQL migrations not found near ${fileURLToPath(import.meta.url)}`);
}
