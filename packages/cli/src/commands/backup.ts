// `fenestra backup --out FILE`: the configured database (DATABASE_URL, else PGlite in DATA_DIR)
// and its stored files in one file, with each table's row count and checksum
// (packages/server/src/backup/backup.ts). On PostgreSQL it runs beside a live server (one
// snapshot); a PGlite folder belongs to one process, so its server must be stopped first.
import { parseArgs } from "node:util";
import { pgliteServerRunning } from "./pglite-server-running.ts";

export async function run(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { out: { type: "string" } } });
  if (!values.out) {
    process.stderr.write("usage: fenestra backup --out FILE\n");
    return 2;
  }
  const { BackupError, configuredBackupPlace, writeBackup } = await import("@fenestra/server");
  const place = configuredBackupPlace();
  if (place.driver === "pglite" && (await pgliteServerRunning())) return 1;
  try {
    const manifest = await writeBackup(place, values.out);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `backed up ${Object.keys(manifest.tables).length} tables (${rows} rows) and ${manifest.files.length} files ` +
        `of ${place.driver === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite at ${place.dataDir}`} to ${values.out}\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}
