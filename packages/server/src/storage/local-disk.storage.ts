import { constants } from "node:fs";
import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertKey, type FileStorage } from "./file-storage.ts";

/**
 * Files in a folder on the server's disk (the default: DATA_DIR/files). Each object is two
 * files: the bytes and a small sidecar with its content type, written bytes first so a reader
 * never finds a type without its bytes.
 */
export function localDiskStorage(folder: string): FileStorage {
  const ready = mkdir(folder, { recursive: true });
  // A folder that cannot be made fails each use (and /api/ready), not the process at start.
  ready.catch(() => {});
  const path = (key: string) => join(folder, assertKey(key));
  return {
    describe: `local disk ${folder}`,
    async put(key, bytes, contentType) {
      await ready;
      await writeFile(path(key), bytes);
      await writeFile(`${path(key)}.type`, contentType);
    },
    async get(key) {
      await ready;
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(path(key)),
          readFile(`${path(key)}.type`, "utf8"),
        ]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await ready;
      await rm(path(key), { force: true });
      await rm(`${path(key)}.type`, { force: true });
    },
    async reachable() {
      await ready;
      await access(folder, constants.W_OK);
    },
  };
}
