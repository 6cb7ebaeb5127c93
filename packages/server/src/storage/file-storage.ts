// One place uploaded files live (logos, seals, avatars, feedback screenshots). The key is always
// made by the server (files.service.ts); nothing a client sends ever becomes part of a path.

export type StoredObject = { bytes: Buffer; contentType: string };

export interface FileStorage {
  /** Where files go, for the start-up line and the logs ("local disk …", "S3 bucket …"). */
  readonly describe: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A link the storage itself serves the object at, downloaded as `fileName` (null: shown inline)
   * and working for `seconds` from `signedAt` (now by default) — an S3 presigned GET; none where
   * the server must make the link (a local folder: file-links.ts).
   */
  presign?(key: string, fileName: string | null, seconds: number, signedAt?: Date): Promise<string>;
  /**
   * The origin the browser fetches presigned links from (for the page's content security
   * policy); none when the links are the server's own.
   */
  readonly linkOrigin?: string;
  /** Resolves when the storage can be written (the folder, the bucket); rejects otherwise. */
  reachable(): Promise<void>;
}

/** Keys are ours: lowercase hex and dashes, one level, so they are safe as file names too. */
const KEY = /^[a-z0-9][a-z0-9-]{7,80}$/;

export function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}
