// Several server processes started at once on one PostgreSQL database (issue 35): one migrates,
// the others wait for it and find nothing left to do; start-up work never runs twice at once.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { admin, urlFor } from "../test/helpers/postgres-server.ts";
import { describeRaces, parallel } from "../test/helpers/races.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { migrationsFolder } from "./migrations-folder.ts";

describeRaces("start-up work of several processes on one database", () => {
  const database = `fenestra_startup_${process.pid}`;
  let handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database}`);
    await admin(`CREATE DATABASE ${database}`);
    // Three pools stand for three processes: each its own connections, so its own lock session.
    handles = await parallel(3, () => openDatabase({ databaseUrl: urlFor(database) }));
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin(`DROP DATABASE IF EXISTS ${database}`);
  });

  it("three processes migrating a new database at once: all start, each migration applied once", async () => {
    await parallel(3, (i) => handles[i]?.migrate(migrationsFolder()) ?? Promise.resolve());
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const recorded = (await handles[0]?.db.execute(
      sql`select count(*)::int as n, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number; distinct_hashes: number }[] };
    expect(recorded.rows[0]).toEqual({ n: journal.entries.length, distinct_hashes: journal.entries.length });
  });

  it("start-up work (the demo seed) of two processes runs one after the other, never side by side", async () => {
    const spans: [number, number][] = [];
    await parallel(2, (i) =>
      (handles[i] as DatabaseHandle).exclusive(async () => {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 150));
        spans.push([start, performance.now()]);
      }),
    );
    const [first, second] = spans.sort((a, b) => a[0] - b[0]) as [[number, number], [number, number]];
    expect(second[0]).toBeGreaterThanOrEqual(first[1]);
  });
});
