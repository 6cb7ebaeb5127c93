// Start-up (issue 35, "Load and faults"): how long after its spawn the built server
// (packages/server/dist/server.js) answers GET /api/health with 200, on PGlite and on PostgreSQL,
// with fresh data (a new DATA_DIR / a new database) and with existing data (the same folder or
// database started again). Target: each under 2 s, so that a process killed in a cluster is back
// before users notice. Beside each, when /api/ready answered 200 too (migrations current, the
// database and the file storage reachable: what the proxy may send requests on) and the CPU the
// process had used by then (from /proc: on a busy machine this stays close to what the start costs
// on an idle one, unlike wall time).
//
// Run: npm run build -w @fenestra/server && npm run startup -w @fenestra/bench   (--runs N each, default 3;
// BENCH_QUICK=1: 1). PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// the scratch databases are created and dropped. --cpu-prof DIR: each start writes its V8 profile there.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { repoRoot } from "../built-server.ts";
import { loadLine, pgBase } from "../on-both-databases.ts";
import { scaled } from "../quick.ts";

const TARGET_MS = 2000;
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: String(scaled(3, 1)) },
    "cpu-prof": { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs));
const bundle = join(repoRoot(), "packages/server/dist/server.js");
const port = Number(process.env.BENCH_PORT ?? 20_000 + Math.floor(Math.random() * 10_000));

function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

const ok = async (path: string) => {
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`)).status === 200;
  } catch {
    return false;
  }
};

/** Spawns the server; answers the ms until /api/health and /api/ready answered 200, and the CPU used. */
async function start(env: Record<string, string>) {
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    [...(values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${values["cpu-prof"]}`] : []), bundle],
    {
      env: { ...process.env, PORT: String(port), NODE_ENV: "test", DATABASE_URL: "", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-2000);
  });
  let health = Number.NaN;
  let healthCpu = Number.NaN;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    if (performance.now() - t0 > 120_000) {
      await stop(child);
      throw new Error(`no answer within 120 s: ${stderr}`);
    }
    if (Number.isNaN(health) && (await ok("/api/health"))) {
      health = performance.now() - t0;
      healthCpu = cpuMs(child.pid);
    }
    if (!Number.isNaN(health) && (await ok("/api/ready"))) {
      const ready = performance.now() - t0;
      await stop(child);
      return { health, ready, healthCpu };
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

const out = [`machine: ${cpus().length} cores, node ${process.version}; ${bundle}`, ""];
const row = (label: string, r: Awaited<ReturnType<typeof start>>) =>
  `  ${label.padEnd(24)} /api/health ${r.health.toFixed(0).padStart(5)} ms (CPU ${r.healthCpu.toFixed(0).padStart(4)} ms; target < ${TARGET_MS} ms: ${r.health < TARGET_MS ? "met" : "NOT met"})  /api/ready ${r.ready.toFixed(0).padStart(5)} ms  (${loadLine()})`;

// PGlite: a fresh DATA_DIR each run (a copy of the shipped template), then the same folder again.
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), "fenestra-startup-"));
  try {
    out.push(row("PGlite, fresh", await start({ DATA_DIR: dataDir })));
    out.push(row("PGlite, existing", await start({ DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
out.push("");
// PostgreSQL: a new empty database each run (migrated and seeded by the start), then again.
const admin = new pg.Client({ connectionString: pgBase });
await admin.connect();
try {
  for (let i = 0; i < runs; i++) {
    const name = `fenestra_bench_startup_${process.pid}_${i}`;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(pgBase);
      url.pathname = `/${name}`;
      out.push(row("PostgreSQL, fresh", await start({ DATABASE_URL: url.toString() })));
      out.push(row("PostgreSQL, existing", await start({ DATABASE_URL: url.toString() })));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  }
} finally {
  await admin.end();
}
out.push(
  "",
  "(wall time from spawn to the first 200; the machine is shared, so compare the CPU figure too)",
  "command: npm run build -w @fenestra/server && npm run startup -w @fenestra/bench",
);
process.stdout.write(`${out.join("\n")}\n`);
