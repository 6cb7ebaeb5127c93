// The PGlite folder the build ships (build.mjs): a fresh DATA_DIR copied from it starts migrated
// and seeded, so the server's migrate and seed find nothing to do. PGlite only.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../modules/auth/password.ts";
import { openDatabase } from "./client.ts";
import { migrationsApplied } from "./migrations-applied.ts";
import { migrationsFolder } from "./migrations-folder.ts";
import { makePgliteTemplate } from "./pglite-template.ts";
import { DEMO, seedDemo } from "./seed.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
async function rows<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "fenestra-template-"));
  dirs.push(dir);
  return dir;
};

describe.runIf(process.env.TEST_DB === "pglite")("PGlite template of the build", () => {
  it("starts a fresh data folder migrated and seeded with the demo company", async () => {
    const template = tempDir();
    await makePgliteTemplate(template, migrationsFolder());

    const handle = await openDatabase({ dataDir: tempDir(), template });
    try {
      expect(await migrationsApplied(handle.db, migrationsFolder())).toBe(true);
      expect(await seedDemo(handle.db)).toEqual({ created: false });
      // The sign-in the server prints at start-up.
      const accounts = await rows<{ phone: string; hash: string; name: string }>(
        handle.db.execute(sql`
          select u.phone, u.password_hash as hash, c.name
          from users u join companies c on c.id = u.company_id`),
      );
      expect(accounts.map((a) => [a.phone, a.name])).toEqual([[DEMO.phone, DEMO.company]]);
      expect(await verifyPassword(DEMO.password, accounts[0]?.hash ?? null)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
