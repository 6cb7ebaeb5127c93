import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// The real entry point (src/server.ts under tsx) started as its own process, as `npm start` runs it.

const entry = fileURLToPath(new URL("../../server.ts", import.meta.url));

export type ServerProcess = { child: ChildProcess; output: () => string };

/** Starts the server with `env`, collecting everything it prints (stdout and stderr). */
export function spawnServer(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  return { child, output: () => text };
}

/** Resolves with the exit code once the process has exited (at once when it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/** Resolves with the address the server prints once it listens (127.0.0.1); rejects if it exits first. */
export function listeningAddress({ child, output }: ServerProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output());
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited with ${child.exitCode}: ${output()}`));
      }
    }, 50);
  });
}
