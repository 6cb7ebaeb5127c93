import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { serverSecrets } from "../db/schema/index.ts";
import type { FileStorage } from "./file-storage.ts";

// Signed links that expire (docs/scaling.md "Files and links"), for downloads (a file job's file)
// and for the uploaded images a page shows (logos, seals, avatars, screenshots, renders, market
// pictures). On S3 the bucket serves the file by its own presigned GET, so no server process serves
// it from its disk; in a local folder the server makes the link itself:
// /api/files/links/KEY?name=…&expires=…&sig=… where sig is an HMAC of the key, the name and the
// expiry under a secret every process shares (kept in the database). An image's link has no name
// (shown inline, not downloaded).

/** How long a download link works. */
export const LINK_SECONDS = 15 * 60;

/**
 * An image's link: every link to one image made within the same hour is the same URL (so the
 * browser keeps the image in its cache), and it works until the end of the next hour — at least
 * an hour after it was handed out. The web reads its data again long before (on focus, on return).
 */
export const IMAGE_LINK_PERIOD = 60 * 60;

const SECRET_NAME = "file-links";

/** The Content-Disposition of a download named `fileName` (RFC 6266, UTF-8 names kept). */
export function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The secret once read, by database: it never changes once made, so every process may keep it. */
const secrets = new WeakMap<Db, Promise<Buffer>>();

/** The links' secret: made once by whichever process asks first, the same for all of them after. */
export function linkSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function readSecret(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error("the file links' secret could not be read");
  return Buffer.from(row.value, "base64url");
}

const signature = (secret: Buffer, key: string, name: string, expires: number) =>
  createHmac("sha256", secret).update(`${key}\n${name}\n${expires}`).digest("base64url");

/** The server's own signed link to `key` (local folder); `name` empty for an image shown inline. */
export function signedPath(secret: Buffer, key: string, name: string, expires: number) {
  const query = new URLSearchParams({
    name,
    expires: String(expires),
    sig: signature(secret, key, name, expires),
  });
  return `/api/files/links/${key}?${query}`;
}

/** Whether a server-made link is the one signed and still in time at `now`. */
export function linkHolds(
  secret: Buffer,
  link: { key: string; name: string; expires: number; sig: string },
  now: Date,
): boolean {
  if (link.expires * 1000 <= now.getTime()) return false;
  const want = Buffer.from(signature(secret, link.key, link.name, link.expires));
  const got = Buffer.from(link.sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** A signed link to stored file `key`, downloaded as `fileName`, working for LINK_SECONDS from `now`. */
export async function downloadLink(
  deps: { db: Db; storage: FileStorage },
  key: string,
  fileName: string,
  now: Date,
) {
  const expires = Math.floor(now.getTime() / 1000) + LINK_SECONDS;
  const expiresAt = new Date(expires * 1000).toISOString();
  if (deps.storage.presign)
    return { url: await deps.storage.presign(key, fileName, LINK_SECONDS), expiresAt };
  return { url: signedPath(await linkSecret(deps.db), key, fileName, expires), expiresAt };
}

/**
 * A signed link to the uploaded image `key` as a page shows it (no download name), the same URL
 * for every call within one IMAGE_LINK_PERIOD (see there). The caller has checked that the
 * reader may see the record the image belongs to.
 */
export async function imageLink(deps: { db: Db; storage: FileStorage }, key: string, now: Date) {
  const start = Math.floor(now.getTime() / 1000 / IMAGE_LINK_PERIOD) * IMAGE_LINK_PERIOD;
  const seconds = 2 * IMAGE_LINK_PERIOD;
  if (deps.storage.presign) return deps.storage.presign(key, null, seconds, new Date(start * 1000));
  return signedPath(await linkSecret(deps.db), key, "", start + seconds);
}
