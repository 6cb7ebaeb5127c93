import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
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
  /**
   * Runs the migrations shipped in `folder` (drizzle's migrator, one per driver) unless all are
   * applied, inside `exclusive`: of several processes starting on one database, one migrates and
   * the others wait for it, then find nothing left to do.
   */
  migrate(folder: string): Promise<void>;
  /**
   * Runs `work` while no other process runs its own start-up work on this database: on PostgreSQL
   * under a session advisory lock (released by the server if the process dies); a PGlite folder
   * belongs to one process, so there it just runs. Not re-entrant: never call it from `work`.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PostgreSQL's pool now (for /api/metrics); PGlite has none. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
};

/** Connections of a PostgreSQL pool: all it holds, the idle ones, and requests waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

/** The advisory lock key of start-up work (migrations, the demo seed): "fene" in ASCII. */
export const STARTUP_LOCK = 0x66656e65;

export type DatabaseOptions =
  | { databaseUrl: string }
  /** `template`: a migrated data folder (or its .tar/.tar.gz dump) to start an empty `dataDir` from. */
  | { dataDir: string; template?: string }
  | { pglite: PGlite }
  | { pool: Pool };

/** A data folder PGlite cannot open: says what it is and what to do, instead of a WASM trace. */
export class DataDirError extends Error {
  constructor(dataDir: string, cause: unknown) {
    super(
      `The data folder ${dataDir} could not be opened as a database (${cause instanceof Error ? cause.message : String(cause)}).\n` +
        "If the server never started completely with this folder (a first start that was interrupted), " +
        "it holds no data yet: delete the folder and start again, and a new one is made.\n" +
        "Otherwise it holds your data: keep it as it is, restore it from a backup, or set DATA_DIR to another folder.",
      { cause },
    );
    this.name = "DataDirError";
  }
}

/** Where a template folder is copied before it becomes `dataDir`: beside it, same file system. */
const COPYING = ".copying-";

/**
 * Makes `dataDir` ready to open and answers the template to load, if any. A template folder is
 * copied beside the data folder and renamed onto it once complete: a kill during the copy leaves
 * a half copy under another name (removed at the next start), never a data folder that looks
 * whole (it has PG_VERSION) but cannot open. A tarball template is unpacked by PGlite itself.
 */
function prepareDataDir(dataDir: string, template: string | undefined): string | undefined {
  const parent = dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const stale = `${basename(dataDir)}${COPYING}`;
  for (const name of readdirSync(parent))
    if (name.startsWith(stale)) rmSync(join(parent, name), { recursive: true, force: true });
  if (existsSync(join(dataDir, "PG_VERSION")) || !template || !existsSync(template)) {
    mkdirSync(dataDir, { recursive: true });
    return undefined;
  }
  if (/\.tar(\.gz)?$/.test(template)) {
    mkdirSync(dataDir, { recursive: true });
    return template;
  }
  // Starting from the template is several times faster than PGlite's initdb on an empty folder.
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0) return undefined; // someone else's files: PGlite decides
    rmSync(dataDir, { recursive: true });
  }
  const copy = join(parent, `${stale}${process.pid}`);
  cpSync(template, copy, { recursive: true });
  renameSync(copy, dataDir);
  return template;
}

/**
 * PostgreSQL when a URL or pool is given, else PGlite in `dataDir` (or a PGlite handed in).
 * Each driver's modules load only when it is chosen: the server's cold start on PGlite does not
 * pay for `pg`, nor a PostgreSQL start for PGlite's.
 */
/**
 * The handle of a driver's drizzle `database`: its `migrate` skips a folder whose migrations are
 * all applied, else runs the driver's own migrator (loaded only then) on it.
 */
function handleOf<D>(
  database: D,
  driver: DatabaseHandle["driver"],
  migrator: () => Promise<{ migrate(db: D, config: { migrationsFolder: string }): Promise<void> }>,
  exclusive: DatabaseHandle["exclusive"],
  close: () => Promise<void>,
): DatabaseHandle {
  const db = database as unknown as Db;
  return {
    db,
    driver,
    async migrate(folder) {
      if (await migrationsApplied(db, folder)) return;
      await exclusive(async () => {
        // Another process may have migrated while this one waited for the lock.
        if (await migrationsApplied(db, folder)) return;
        const { migrate } = await migrator();
        await migrate(database, { migrationsFolder: folder });
      });
    },
    exclusive,
    close,
  };
}

/** `work` under the start-up advisory lock, held on one connection of `pool` for its duration. */
function underStartupLock(pool: Pool): DatabaseHandle["exclusive"] {
  return async (work) => {
    const client = await pool.connect();
    try {
      const free = await client.query<{ taken: boolean }>("select pg_try_advisory_lock($1) as taken", [
        STARTUP_LOCK,
      ]);
      if (!free.rows[0]?.taken) {
        process.stderr.write(
          "Another Fenestra process is migrating this database: waiting for it to finish.\n",
        );
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
      }
      try {
        return await work();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
      }
    } finally {
      client.release();
    }
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options || "pool" in options) {
    const [{ default: pg }, { drizzle }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    const pool = "pool" in options ? options.pool : new pg.Pool({ connectionString: options.databaseUrl });
    const migrator = () => import("drizzle-orm/node-postgres/migrator");
    const handle = handleOf(drizzle(pool, { schema }), "postgres", migrator, underStartupLock(pool), () =>
      pool.end(),
    );
    return {
      ...handle,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const [{ PGlite }, { drizzle }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  let client: PGlite;
  if ("pglite" in options) client = options.pglite;
  else {
    const template = prepareDataDir(options.dataDir, options.template);
    try {
      client =
        template && /\.tar(\.gz)?$/.test(template)
          ? await PGlite.create({ dataDir: options.dataDir, loadDataDir: new Blob([readFileSync(template)]) })
          : await PGlite.create(options.dataDir);
    } catch (error) {
      throw new DataDirError(options.dataDir, error);
    }
  }
  const migrator = () => import("drizzle-orm/pglite/migrator");
  return handleOf(
    drizzle(client, { schema }),
    "pglite",
    migrator,
    (work) => work(),
    () => client.close(),
  );
}
