// BOM of a 500-window mixed order (~10,000 profile pieces). Prints the median over repeated
// runs, with and without the layout step. Run: npm run bom -w bench
import { loadavg } from "node:os";
import { calculateBom, calculateOrderBom, windowsOf } from "@fenestra/core/bom/index";
import { scaled } from "../quick.ts";
import { benchOrder } from "./order.ts";

const RUNS = scaled(21, 3);
const order = benchOrder(500);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** CPU milliseconds of each run, beside wall time: other work on the 2 shared cores inflates wall time. */
const cpuMs = new Map<string, number[]>();

function time(label: string, fn: () => unknown): number[] {
  for (let i = 0; i < 3; i++) fn(); // warm up the JIT
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    ms.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  cpuMs.set(label, cpu);
  return ms;
}
const cpu = (label: string) => median(cpuMs.get(label) ?? []).toFixed(1);

const bom = calculateOrderBom(order);
const windows = windowsOf(order);
const endToEnd = time("end", () => calculateOrderBom(order));
const bomOnly = time("bom", () => calculateBom(windows));
const traced = time("traced", () => calculateOrderBom(order, { trace: true }));

console.log(
  `order: ${order.length} windows, ${bom.totals.profilePieces} profile pieces in ${bom.profiles.length} merged lines,`,
);
console.log(
  `       ${bom.totals.glassPieces} glass panes, ${bom.addons.length} hardware lines, ${bom.errors.length} errors`,
);
console.log(
  `layout + BOM      median ${median(endToEnd).toFixed(1)} ms  (min ${Math.min(...endToEnd).toFixed(1)}, ${RUNS} runs; CPU median ${cpu("end")} ms)`,
);
console.log(
  `BOM only          median ${median(bomOnly).toFixed(1)} ms  (min ${Math.min(...bomOnly).toFixed(1)}; CPU median ${cpu("bom")} ms)`,
);
console.log(`layout + BOM, traced median ${median(traced).toFixed(1)} ms  (CPU median ${cpu("traced")} ms)`);
console.log(
  `target: under 300 ms median; load average while measuring: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")} on 2 cores`,
);
console.log("command: npm run bench:bom   (esbuild-bundled bench/bom/bom.bench.ts, run by node)");
