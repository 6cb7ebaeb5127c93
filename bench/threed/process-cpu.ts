// CPU time of Chromium's processes, read from /proc (Linux): a figure that, unlike wall time,
// does not grow when other work shares the machine's cores.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_MS = 100 / 1000; // USER_HZ: 100 on Linux

type Proc = { pid: number; ppid: number; cmdline: string; cpuMs: number };

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the fields after the command's name (in parentheses, which may hold spaces)
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return { pid, ppid: Number(fields[1]), cmdline, cpuMs: ticks / TICKS_PER_MS };
  } catch {
    return null; // gone
  }
}

function allProcs(): Proc[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => readProc(Number(d)) ?? []);
}

/**
 * The CPU time (ms) so far of the Chromium this process launched: all its processes (browser,
 * GPU, renderers, utilities) and its GPU process alone (where SwiftShader draws). A process that
 * has exited no longer counts.
 */
export function chromiumCpuMs(): { all: number; gpu: number } {
  const procs = allProcs();
  const browsers = procs.filter((p) => p.ppid === process.pid && p.cmdline.includes("chromium"));
  const ours = new Set(browsers.map((p) => p.pid));
  let all = browsers.reduce((ms, p) => ms + p.cpuMs, 0);
  let gpu = 0;
  // parents come before their children often but not always: repeat until nothing is added
  for (let added = true; added; ) {
    added = false;
    for (const p of procs) {
      if (ours.has(p.pid) || !ours.has(p.ppid)) continue;
      ours.add(p.pid);
      added = true;
      all += p.cpuMs;
      if (p.cmdline.includes("--type=gpu-process")) gpu += p.cpuMs;
    }
  }
  return { all, gpu };
}
