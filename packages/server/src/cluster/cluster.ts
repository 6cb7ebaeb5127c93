// `npm run start:cluster`: N server processes (default one per core) on one PostgreSQL database,
// behind nginx from Debian's package, with the configuration made here for the ports. Any process
// may serve any request: sessions, sign-in limits, idempotency keys and scheduled jobs live in
// PostgreSQL (jobs on pg-boss), files in S3 (start:cluster refuses a local folder). A process that dies is started
// again; SIGTERM stops nginx from taking connections and lets every process drain (at most 10 s).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { nginxConfig } from "./nginx-config.ts";

export type ClusterOptions = {
  databaseUrl: string;
  processes: number;
  listen: { host: string; port: number };
  /** The first server process's port; the others follow it. */
  basePort: number;
  /** How to start one server process: node's arguments (the built server, or the sources). */
  serverArgs: string[];
  /** More environment for the server processes. */
  env?: NodeJS.ProcessEnv;
  nginx?: string;
  /** Where each line the processes write goes (the launcher's own output by default). */
  output?: (line: string) => void;
};

export type Cluster = {
  ports: number[];
  /** The live server process on each port. */
  process(index: number): ChildProcess;
  stop(): Promise<void>;
};

const NGINX_MISSING =
  "nginx was not found: start:cluster runs behind Debian's nginx (apt-get install nginx-light), or set NGINX to its path.";

export function findNginx(named = process.env.NGINX): string {
  for (const candidate of [named, "nginx", "/usr/sbin/nginx"]) {
    if (candidate && spawnSync(candidate, ["-v"]).status === 0) return candidate;
  }
  throw new Error(NGINX_MISSING);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginxBin = options.nginx ?? findNginx();
  const say = options.output ?? ((line: string) => process.stdout.write(`${line}\n`));
  const ports = Array.from({ length: options.processes }, (_, i) => options.basePort + i);
  const runDir = mkdtempSync(join(tmpdir(), "fenestra-nginx-"));
  // mkdtemp makes it 0700: nginx's workers (another user when the master is root) make their
  // temporary folders for large bodies inside it
  chmodSync(runDir, 0o755);
  const conf = join(runDir, "nginx.conf");
  writeFileSync(conf, nginxConfig({ listen: options.listen, upstreams: ports, runDir, bodyLimitMb: 32 }));
  let stopping = false;
  const children: ChildProcess[] = [];

  const startServer = (index: number) => {
    const port = ports[index] as number;
    const child = spawn(process.execPath, options.serverArgs, {
      env: {
        ...process.env,
        ...options.env,
        DATABASE_URL: options.databaseUrl,
        PORT: String(port),
        HOST: "127.0.0.1",
        // nginx is the only caller: its X-Forwarded-For and X-Request-Id are trusted.
        TRUST_PROXY: "127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const prefix = `[${port}] `;
    for (const stream of [child.stdout, child.stderr])
      stream?.on("data", (chunk: Buffer) => {
        for (const line of chunk.toString().split("\n")) if (line) say(prefix + line);
      });
    child.on("exit", (code, signal) => {
      if (stopping || children[index] !== child) return;
      say(`${prefix}exited (${signal ?? code}); starting it again`);
      setTimeout(() => {
        if (!stopping) startServer(index);
      }, 500).unref();
    });
    children[index] = child;
  };
  for (let index = 0; index < ports.length; index++) startServer(index);

  const nginx = spawn(nginxBin, ["-c", conf, "-p", runDir], { stdio: ["ignore", "inherit", "pipe"] });
  nginx.stderr?.on("data", (chunk: Buffer) => say(`[nginx] ${chunk.toString().trim()}`));
  const nginxExit = new Promise<void>((resolve) => nginx.on("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    nginx.once("spawn", () => resolve());
    nginx.once("error", reject);
  });

  return {
    ports,
    process: (index) => children[index] as ChildProcess,
    async stop() {
      stopping = true;
      const exits = children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) resolve();
            else child.once("exit", () => resolve());
          }),
      );
      nginx.kill("SIGQUIT"); // nginx's graceful stop: finish what is open, take nothing new
      for (const child of children) child.kill("SIGTERM");
      await Promise.all([...exits, nginxExit]);
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}

/** Waits until `url` answers 200 (each process's /api/ready: migrated, seeded and serving), or fails after `ms`. */
export async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function defaultProcesses(env = process.env): number {
  const named = env.CLUSTER_PROCESSES;
  if (named === undefined) return availableParallelism();
  const n = Number(named);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new Error(`CLUSTER_PROCESSES must be a whole number from 1 to 64, not ${JSON.stringify(named)}`);
  return n;
}

/**
 * Why `npm run start:cluster` refuses to start with the environment's file storage, or null. In a
 * cluster nothing is served from a process's own disk (issue 35): the files are in an S3-compatible
 * bucket and the browser fetches them by the bucket's presigned links. A local folder is for one
 * process (`npm start`), however many processes would share it.
 */
export function clusterStorageRefusal(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.STORAGE === "s3") return null;
  return (
    "start:cluster keeps files in an S3-compatible bucket, so that no process serves them from its own disk: " +
    "set STORAGE=s3 with S3_BUCKET, S3_ENDPOINT (unless AWS), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY " +
    "(docs/scaling.md). Files in a local folder (FILES_DIR) are served by one process: npm start."
  );
}
