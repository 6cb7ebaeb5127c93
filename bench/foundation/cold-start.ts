// Cold start of the compiled server (packages/server/dist/server.js) on PGlite: spawn it and time
// until GET /api/ready answers 200 (the app serves; /api/health answers at once since the process
// listens first: bench/load/startup.bench.ts measures both).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

export type RunningServer = { child: ChildProcess; port: number; stderr(): string; stop(): Promise<void> };

export function startServer(bundle: string, dataDir: string, port: number): RunningServer {
  const child = spawn(process.execPath, [bundle], {
    // NODE_ENV test: a production start refuses the template's demo on its published password
    // (docs/accounts.md "Operators and published passwords").
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: "test", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  return {
    child,
    port,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * CPU time (user + system) the process has used so far, from /proc (Linux; NaN elsewhere). On a
 * busy machine this stays close to what the start costs on an idle one, unlike wall time.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after "pid (comm) ".
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Wall and CPU milliseconds from spawn until /api/ready answers 200; the server stays up. */
export async function timeUntilReady(
  bundle: string,
  dataDir: string,
  port: number,
): Promise<{ ms: number; cpuMs: number; server: RunningServer }> {
  const started = performance.now();
  const server = startServer(bundle, dataDir, port);
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}: ${server.stderr()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.status === 200) {
        return { ms: performance.now() - started, cpuMs: cpuMs(server.child.pid), server };
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) {
      await server.stop();
      throw new Error("server did not answer within 180 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
