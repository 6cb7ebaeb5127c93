// `fenestra restore FILE [--replace]`: puts a backup (`fenestra backup`) back into the configured
// database and file storage, then checks every table's row count and checksum against the
// backup. It refuses a database or data folder that holds data unless --replace (PostgreSQL's
// objects are then dropped first; a PGlite folder is moved aside, not deleted).
import { parseArgs } from "node:util";
import { pgliteServerRunning } from "./pglite-server-running.ts";

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { replace: { type: "boolean", default: false } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    process.stderr.write("usage: fenestra restore FILE [--replace]\n");
    return 2;
  }
  const { BackupError, configuredBackupPlace, restoreBackup } = await import("@fenestra/server");
  const place = configuredBackupPlace();
  if (place.driver === "pglite" && (await pgliteServerRunning())) return 1;
  try {
    const manifest = await restoreBackup(place, file, { replace: values.replace });
    process.stdout.write(
      `restored ${Object.keys(manifest.tables).length} tables and ${manifest.files.length} files ` +
        `from ${file} (made ${manifest.createdAt}); every table matches the backup's count and checksum\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}
