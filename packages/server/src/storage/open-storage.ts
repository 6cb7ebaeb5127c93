import type { StorageConfig } from "../config.ts";
import type { FileStorage } from "./file-storage.ts";
import { localDiskStorage } from "./local-disk.storage.ts";
import { s3Storage } from "./s3.storage.ts";

/** The storage the configuration names (config.ts: STORAGE, FILES_DIR, S3_*). */
export function openStorage(config: StorageConfig): FileStorage {
  if (config.kind === "local") return localDiskStorage(config.folder);
  const { kind: _kind, ...settings } = config;
  return s3Storage(settings);
}
