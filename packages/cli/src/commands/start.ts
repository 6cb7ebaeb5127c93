// `fenestra start`: runs the server — the built bundle when present (fast start), else the
// TypeScript sources. PORT, DATA_DIR and DATABASE_URL apply as for `npm start`.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export async function run(): Promise<number> {
  const bundle = fileURLToPath(new URL("../../../server/dist/server.js", import.meta.url));
  if (existsSync(bundle)) await import(bundle);
  else await import("@fenestra/server/server");
  // The server keeps the process alive; exit code is decided on shutdown.
  return 0;
}
