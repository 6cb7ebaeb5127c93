// `fenestra backup` and `fenestra restore` (issue 35): one file holds the database (pg_dump's
// custom format, or PGlite's data folder) and every stored file (logos, seals, photos, renders),
// with a manifest of each table's row count and checksum. A restore checks every table against
// the manifest and says which differ; it never writes over existing data unless told to.
import { execFile } from "node:child_process";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import tar from "tar-stream";
import { type Db, openDatabase } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { allFileKeys } from "../modules/files/files.queries.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { differingTables, type TableSum, tableSums } from "./table-sums.ts";

const run = promisify(execFile);

export type BackupPlace =
  | { driver: "postgres"; databaseUrl: string; storage: FileStorage }
  | { driver: "pglite"; dataDir: string; storage: FileStorage };

export type Manifest = {
  format: "fenestra-backup";
  version: 1;
  driver: BackupPlace["driver"];
  createdAt: string;
  tables: Record<string, TableSum>;
  /** The stored files' keys, in the order the archive holds them. */
  files: string[];
};

const MANIFEST = "manifest.json";
const DATABASE = { postgres: "database.pgdump", pglite: "database.pglite.tar.gz" } as const;
const FILES = "files/";

/** A refused backup or restore, with what to do: the CLI prints its message, not a stack. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** Writes the backup of `place` to `outFile` and answers its manifest. */
export async function writeBackup(place: BackupPlace, outFile: string): Promise<Manifest> {
  const work = mkdtempSync(join(tmpdir(), "fenestra-backup-"));
  try {
    const dumpFile = join(work, "dump");
    const { tables, keys } =
      place.driver === "postgres"
        ? await dumpPostgres(place.databaseUrl, dumpFile)
        : await dumpPglite(place.dataDir, dumpFile);
    const manifest: Manifest = {
      format: "fenestra-backup",
      version: 1,
      driver: place.driver,
      createdAt: new Date().toISOString(),
      tables,
      files: keys,
    };
    const pack = tar.pack();
    const written = pipeline(pack, createWriteStream(outFile));
    await addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    const size = (await stat(dumpFile)).size;
    const entry = pack.entry({ name: DATABASE[place.driver], size });
    await pipeline(createReadStream(dumpFile), entry);
    for (const key of keys) {
      const object = await place.storage.get(key);
      if (!object)
        throw new BackupError(
          `The stored file ${key} is recorded but missing from ${place.storage.describe}.`,
        );
      await addEntry(pack, `${FILES}${key}`, object.bytes);
      await addEntry(pack, `${FILES}${key}.type`, Buffer.from(object.contentType));
    }
    pack.finalize();
    await written;
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores `inFile` into `place`. An existing database or data folder is refused unless
 * `replace` (PGlite's is then moved aside, not deleted). Every table is checked against the
 * manifest afterwards; a difference is an error naming the tables.
 */
export async function restoreBackup(
  place: BackupPlace,
  inFile: string,
  options: { replace: boolean },
): Promise<Manifest> {
  const work = mkdtempSync(join(tmpdir(), "fenestra-restore-"));
  try {
    const { manifest, dumpFile, files } = await unpack(inFile, work);
    if (manifest.driver !== place.driver)
      throw new BackupError(
        `This backup is of a ${manifest.driver} database; the configured database is ${place.driver}.`,
      );
    const restored =
      place.driver === "postgres"
        ? await restorePostgres(place.databaseUrl, dumpFile, options.replace)
        : await restorePglite(place.dataDir, dumpFile, options.replace);
    for (const file of files) await place.storage.put(file.key, file.bytes, file.contentType);
    const differ = differingTables(manifest.tables, restored);
    if (differ.length > 0)
      throw new BackupError(`The restored database differs from the backup in: ${differ.join(", ")}.`);
    const missing = manifest.files.filter((key) => !files.some((file) => file.key === key));
    if (missing.length > 0)
      throw new BackupError(`The backup lacks the stored files: ${missing.join(", ")}.`);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** pg_dump and the sums read in one snapshot, so the manifest describes exactly what was dumped. */
async function dumpPostgres(databaseUrl: string, dumpFile: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]?.id;
    const db = drizzle(client, { schema }) as unknown as Db;
    const tables = await tableSums(db);
    const keys = await allFileKeys(db);
    await run("pg_dump", ["--format=custom", `--snapshot=${snapshot}`, `--file=${dumpFile}`, databaseUrl]);
    await client.query("commit");
    return { tables, keys };
  } finally {
    await client.end();
  }
}

/** PGlite's folder belongs to one process: the server must be stopped while it is backed up. */
async function dumpPglite(dataDir: string, dumpFile: string) {
  if (!existsSync(join(dataDir, "PG_VERSION")))
    throw new BackupError(`${dataDir} holds no database to back up.`);
  const client = await PGlite.create(dataDir);
  try {
    const db = (await openDatabase({ pglite: client })).db;
    const tables = await tableSums(db);
    const keys = await allFileKeys(db);
    const dump = await client.dumpDataDir("gzip");
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return { tables, keys };
  } finally {
    await client.close();
  }
}

async function restorePostgres(databaseUrl: string, dumpFile: string, replace: boolean) {
  const handle = await openDatabase({ databaseUrl });
  try {
    const existing = (await handle.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { n: number }[] };
    if ((existing.rows[0]?.n ?? 0) > 0 && !replace)
      throw new BackupError(
        "The database already holds tables. Restore into an empty database, or add --replace to drop what it holds first.",
      );
    await run("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      ...(replace ? ["--clean", "--if-exists"] : []),
      `--dbname=${databaseUrl}`,
      dumpFile,
    ]);
    return await tableSums(handle.db);
  } finally {
    await handle.close();
  }
}

async function restorePglite(dataDir: string, dumpFile: string, replace: boolean) {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!replace)
      throw new BackupError(
        `${dataDir} is not empty. Restore into a new folder (DATA_DIR), or add --replace to move this one aside first.`,
      );
    renameSync(dataDir, `${dataDir}.before-restore-${Date.now()}`);
  }
  const client = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(dumpFile)]) });
  try {
    return await tableSums((await openDatabase({ pglite: client })).db);
  } finally {
    await client.close();
  }
}

type UnpackedFile = { key: string; bytes: Buffer; contentType: string };

/** The archive's manifest, its database dump (written to a file in `work`) and its stored files. */
async function unpack(inFile: string, work: string) {
  const extract = tar.extract();
  const dumpFile = join(work, "dump");
  let manifest: Manifest | undefined;
  const bytes = new Map<string, Buffer>();
  const types = new Map<string, string>();
  const reading = pipeline(createReadStream(inFile), extract);
  for await (const entry of extract) {
    const name = entry.header.name;
    if (name === DATABASE.postgres || name === DATABASE.pglite) {
      await pipeline(entry, createWriteStream(dumpFile));
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (name === MANIFEST) manifest = JSON.parse(body.toString("utf8")) as Manifest;
    else if (name.startsWith(FILES) && name.endsWith(".type"))
      types.set(name.slice(FILES.length, -5), body.toString());
    else if (name.startsWith(FILES)) bytes.set(name.slice(FILES.length), body);
  }
  await reading;
  if (manifest?.format !== "fenestra-backup" || manifest.version !== 1 || !existsSync(dumpFile))
    throw new BackupError(`${inFile} is not a Fenestra backup.`);
  const files: UnpackedFile[] = [...bytes].map(([key, body]) => ({
    key,
    bytes: body,
    contentType: types.get(key) ?? "application/octet-stream",
  }));
  return { manifest, dumpFile, files };
}

/** Adds one entry of known bytes to the archive. */
function addEntry(pack: tar.Pack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: body.length }, body, (error) => (error ? reject(error) : resolve())),
  );
}
