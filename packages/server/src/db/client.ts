import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { migrationsApplied } from "./migrations-applied.ts";
import * as schema from "./schema/index.ts";

/** One handle type for both drivers: repositories never know which one they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  /** Runs the migrations shipped in `folder` (drizzle's migrator, one per driver) unless all are applied. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { databaseUrl: string }
  /** `template`: a migrated data folder (or its .tar/.tar.gz dump) to start an empty `dataDir` from. */
  | { dataDir: string; template?: string }
  | { pglite: PGlite }
  | { pool: Pool };

/**
 * PostgreSQL when a URL or pool is given, else PGlite in `dataDir` (or a PGlite handed in).
 * Each driver's modules load only when it is chosen: the server's cold start on PGlite does not
 * pay for `pg`, nor a PostgreSQL start for PGlite's.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options || "pool" in options) {
    const [{ default: pg }, { drizzle }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    const pool = "pool" in options ? options.pool : new pg.Pool({ connectionString: options.databaseUrl });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      driver: "postgres",
      async migrate(folder) {
        if (await migrationsApplied(db, folder)) return;
        const { migrate } = await import("drizzle-orm/node-postgres/migrator");
        await migrate(drizzle(pool, { schema }), { migrationsFolder: folder });
      },
      close: () => pool.end(),
    };
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  let client: PGlite;
  if ("pglite" in options) client = options.pglite;
  else {
    mkdirSync(options.dataDir, { recursive: true });
    const template =
      options.template && existsSync(options.template) && !existsSync(join(options.dataDir, "PG_VERSION"))
        ? options.template
        : undefined;
    // Starting from the template is several times faster than PGlite's initdb on an empty folder;
    // a template folder is copied as it is (cheapest), a tarball is unpacked by PGlite.
    if (template && !/\.tar(\.gz)?$/.test(template)) cpSync(template, options.dataDir, { recursive: true });
    client =
      template && /\.tar(\.gz)?$/.test(template)
        ? await PGlite.create({ dataDir: options.dataDir, loadDataDir: new Blob([readFileSync(template)]) })
        : await PGlite.create(options.dataDir);
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    async migrate(folder) {
      if (await migrationsApplied(db, folder)) return;
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
    },
    close: () => client.close(),
  };
}
