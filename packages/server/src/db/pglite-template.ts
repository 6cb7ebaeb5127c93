// Build step, not part of the server: build.mjs bundles this module and runs it to make the PGlite
// data folder the built server copies into a fresh DATA_DIR (dist/pgdata-template). It runs the
// same migrate and seed as a first start — the demo company and its month of work
// (demo/demo-factory.ts) — so that such a start finds both already done; the server still runs
// them (each a no-op then), and they still do the work wherever no template exists (PostgreSQL,
// the sources run by tsx).
import { openDatabase } from "./client.ts";
import { seedDemoCompany } from "./demo/demo-factory.ts";

/** Creates a PGlite database in the empty folder `dataDir`, migrated and seeded with the demo. */
export async function makePgliteTemplate(dataDir: string, migrationsFolder: string): Promise<void> {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate(migrationsFolder);
    await seedDemoCompany(handle.db);
  } finally {
    await handle.close();
  }
}
