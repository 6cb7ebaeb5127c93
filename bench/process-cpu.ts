// CPU time of processes, from /proc (Linux; NaN elsewhere). On a busy machine CPU time stays close
// to what the work costs on an idle one, unlike wall time.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS = 100;

type Stat = { pid: number; ppid: number; comm: string; cpuMs: number };

function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const comm = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
    // after "pid (comm) ": state ppid … utime (field 14) stime (15), i.e. 1, 11 and 12 here
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
    return { pid, ppid: Number(fields[1]), comm, cpuMs };
  } catch {
    return undefined; // exited meanwhile
  }
}

/** CPU milliseconds (user + system) so far of each live process descending from this one whose name starts with `name`. */
export type CpuReading = Map<number, number>;

/**
 * Reads the CPU time of the live processes descending from this one whose name starts with
 * `name` (e.g. "chrom": the browser, its renderers, GPU and utility processes).
 */
export function readCpu(name: string): CpuReading {
  const reading: CpuReading = new Map();
  let all: Stat[];
  try {
    all = readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .map((entry) => stat(Number(entry)))
      .filter((s): s is Stat => s !== undefined);
  } catch {
    return reading;
  }
  const children = new Map<number, Stat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (child.comm.startsWith(name)) reading.set(child.pid, child.cpuMs);
      walk(child.pid);
    }
  };
  walk(process.pid);
  return reading;
}

/**
 * The CPU milliseconds those processes used since `before` (a process started since counts from
 * zero; one that exited meanwhile is not counted). NaN where /proc is not there.
 */
export function cpuMsSince(before: CpuReading, name: string): number {
  const now = readCpu(name);
  if (now.size === 0) return Number.NaN;
  let total = 0;
  for (const [pid, ms] of now) total += ms - (before.get(pid) ?? 0);
  return total;
}
