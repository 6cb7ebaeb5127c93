import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/client.ts";
import { admin, urlFor } from "./postgres-server.ts";
import "./provided.ts";

export type TestDatabase = DatabaseHandle & { name: string };

/**
 * A fresh, migrated database for one test file, on the driver TEST_DB names: PGlite loaded
 * from the run's dump, or a PostgreSQL database copied from the run's template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const driver = process.env.TEST_DB ?? "pglite";
  if (driver === "postgres") {
    const name = `fenestra_t_${randomBytes(6).toString("hex")}`;
    await admin(`CREATE DATABASE ${name} TEMPLATE ${inject("pgTemplate")}`);
    const handle = await openDatabase({ databaseUrl: urlFor(name) });
    return {
      ...handle,
      name,
      async close() {
        await handle.close();
        await admin(`DROP DATABASE IF EXISTS ${name}`);
      },
    };
  }
  if (driver !== "pglite") throw new Error(`unknown TEST_DB ${driver}`);
  const dump = readFileSync(inject("pgliteDump"));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return { ...(await openDatabase({ pglite })), name: "pglite" };
}
