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
  // Makes a whole template (PGlite's first start, every migration, the seed and the demo's month)
  // as the build does: 70 s at load 20 on 2 cores, past the suite's 30 s, so it gets a limit of its own.
  it("starts a fresh data folder migrated and seeded with the demo company and its month of work", {
    timeout: 240_000,
  }, async () => {
    const template = tempDir();
    await makePgliteTemplate(template, migrationsFolder());

    const handle = await openDatabase({ dataDir: tempDir(), template });
    try {
      expect(await migrationsApplied(handle.db, migrationsFolder())).toBe(true);
      expect(await seedDemo(handle.db)).toEqual({ created: false });
      // The sign-in the server prints at start-up: the one main account, with its workshop staff.
      const accounts = await rows<{ phone: string; hash: string; name: string; fid: number }>(
        handle.db.execute(sql`
          select u.phone, u.password_hash as hash, c.name, u.fid
          from users u join companies c on c.id = u.company_id order by u.id`),
      );
      const main = accounts.filter((a) => a.fid === 0);
      expect(main.map((a) => [a.phone, a.name])).toEqual([[DEMO.phone, DEMO.company]]);
      expect(accounts.length).toBe(4);
      expect(await verifyPassword(DEMO.password, main[0]?.hash ?? null)).toBe(true);
      // ... and its month of work (db/demo): a contract in every state, made once
      const states = await rows<{ status: string }>(handle.db.execute(sql`select status from contracts`));
      expect(new Set(states.map((c) => c.status)).size).toBe(8);
    } finally {
      await handle.close();
    }
  });
});
