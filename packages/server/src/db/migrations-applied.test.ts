// The start-up shortcut past drizzle's migrator: it may skip only what the migrator would skip.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/helpers/database.ts";
import { migrationsApplied } from "./migrations-applied.ts";
import { migrationsFolder } from "./migrations-folder.ts";

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("migrationsApplied", () => {
  it("is true on a migrated database, false once its newest migration is not recorded", async () => {
    database = await createTestDatabase();
    expect(await migrationsApplied(database.db, migrationsFolder())).toBe(true);
    await database.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    expect(await migrationsApplied(database.db, migrationsFolder())).toBe(false);
  });

  it("is false where drizzle's migrations table does not exist yet", async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`drop schema drizzle cascade`);
    expect(await migrationsApplied(database.db, migrationsFolder())).toBe(false);
  });
});
