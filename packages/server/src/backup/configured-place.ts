import { readConfig } from "../config.ts";
import { openStorage } from "../storage/open-storage.ts";
import type { BackupPlace } from "./backup.ts";

/** What the environment configures (DATABASE_URL or DATA_DIR, and the file storage), to back up or restore. */
export function configuredBackupPlace(env: NodeJS.ProcessEnv = process.env): BackupPlace {
  const config = readConfig(env);
  const storage = openStorage(config.storage);
  return config.databaseUrl
    ? { driver: "postgres", databaseUrl: config.databaseUrl, storage }
    : { driver: "pglite", dataDir: config.dataDir, storage };
}
