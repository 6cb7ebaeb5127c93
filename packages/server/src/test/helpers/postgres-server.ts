import { execFileSync } from "node:child_process";
import pg from "pg";

/** The test PostgreSQL server (trust auth); TEST_DATABASE_URL overrides it. */
export const PG_BASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export function urlFor(database: string): string {
  const url = new URL(PG_BASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function canConnect(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_BASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure the server is up, starting the local cluster once if it is down. Throws when it
 * stays unreachable: the PostgreSQL suite must fail, never skip.
 */
export async function ensurePostgres(): Promise<void> {
  if (await canConnect()) return;
  try {
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", "15", "main", "start"], { stdio: "ignore" });
  } catch {
    // fall through to the second attempt, which reports the failure
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    if (await canConnect()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`PostgreSQL is unreachable at ${PG_BASE_URL}; the server-postgres suite cannot run`);
}

/** Runs one statement on the server's maintenance connection. */
export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_BASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
