// Runs one benchmark on PGlite and then on a fresh PostgreSQL database, and prints the machine,
// each run's figures and the command that reproduces them.
import { cpus, loadavg } from "node:os";
import { PGlite } from "@electric-sql/pglite";
import { type DatabaseHandle, openDatabase } from "@fenestra/server/db/client";
import pg from "pg";

export const pgBase = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type Measure = (label: string, handle: DatabaseHandle, out: string[]) => Promise<void>;

export async function runOnBothDatabases(name: string, measure: Measure, command: string): Promise<void> {
  const out: string[] = [
    `machine: ${cpus().length} cores, load ${loadavg()[0]?.toFixed(2)}, node ${process.version}`,
    "",
  ];
  const pglite = await openDatabase({ pglite: await PGlite.create() });
  try {
    await measure("PGlite", pglite, out);
  } finally {
    await pglite.close();
  }
  out.push("");
  const database = `fenestra_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(pgBase);
  url.pathname = `/${database}`;
  const postgres = await openDatabase({ databaseUrl: url.toString() });
  try {
    await measure("PostgreSQL", postgres, out);
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
  }
  out.push("", `command: ${command}`);
  process.stdout.write(`${out.join("\n")}\n`);
}
