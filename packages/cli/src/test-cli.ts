import { execFile } from "node:child_process";
import { promisify } from "node:util";

// The command line as the CLI tests run it: the built entry (bin/fenestra.js) as its own process.

export const bin = new URL("../bin/fenestra.js", import.meta.url).pathname;

/** Runs `fenestra ...args` and answers its exit code and its standard output read as JSON. */
export async function fenestraJson<T = unknown>(...args: string[]): Promise<{ code: number; out: T }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [bin, ...args], { maxBuffer: 1 << 24 });
    return { code: 0, out: JSON.parse(stdout) };
  } catch (e) {
    const err = e as { code: number; stdout: string };
    return { code: err.code, out: err.stdout ? JSON.parse(err.stdout) : undefined };
  }
}
