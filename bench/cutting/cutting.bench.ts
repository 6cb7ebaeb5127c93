// Cutting-optimizer benchmark. For every BPPLIB instance under ../shared/bench/csp/ (and the
// window jobs beside it) it runs the optimizer, checks the plan (every piece cut exactly once,
// no bar over length), and prints per set: instances solved to the proven optimum / total,
// how many the optimizer also proved optimal, median and maximum time, and a first-fit-
// decreasing baseline on the same instances. Then realistic factory orders (grouped by
// profile and colour) with waste, time and the saving from mitre nesting.
// Run: npm run bench:cutting   (node --import tsx bench/cutting/cutting.bench.ts [SET] [--limit MS] [--cpu])
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import {
  type CuttingInput,
  type CuttingPlan,
  checkPlan,
  DEFAULT_TIME_LIMIT_MS,
  firstFitDecreasing,
  groupPieces,
  normalize,
  optimizeCutting,
} from "@fenestra/core/cutting/index";
import { scaled } from "../quick.ts";
import { factoryOrders } from "./factoryOrders.ts";
import { type BenchInstance, loadCspSets, loadWindowJobs } from "./instances.ts";

const { values, positionals } = parseArgs({
  options: {
    limit: { type: "string", default: String(scaled(DEFAULT_TIME_LIMIT_MS, 50)) },
    orders: { type: "boolean", default: true },
    // The optimizer's clock: this process's CPU time instead of the wall clock (a fair
    // figure on a shared machine: the time limit is then CPU time).
    cpu: { type: "boolean", default: false },
  },
  allowPositionals: true,
  allowNegative: true,
});
const limitMs = Number(values.limit);
const only = positionals[0];
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const now = values.cpu ? cpuNow : () => performance.now();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.floor(s.length / 2)]!;
}

function ffdBars(input: CuttingInput): number {
  const p = normalize(input);
  if (!p.ok) throw new Error(JSON.stringify(p.issues));
  const inst = p.value.instance;
  return firstFitDecreasing(
    inst,
    Int32Array.from(inst.items, (i) => i.demand),
    0,
  ).length;
}

interface Row {
  set: string;
  total: number;
  optimal: number;
  proven: number;
  withinOne: number;
  invalid: number;
  times: number[];
  ffdOptimal: number;
  ffdTimes: number[];
  misses: string[];
}

function run(instances: BenchInstance[]): Row[] {
  const rows = new Map<string, Row>();
  // Warm up the JIT on a small instance so the first set is not charged for compilation.
  if (instances[0]) optimizeCutting({ ...instances[0].input, timeLimitMs: 200 }, { now });
  for (const b of instances) {
    let row = rows.get(b.set);
    if (!row) {
      row = {
        set: b.set,
        total: 0,
        optimal: 0,
        proven: 0,
        withinOne: 0,
        invalid: 0,
        times: [],
        ffdOptimal: 0,
        ffdTimes: [],
        misses: [],
      };
      rows.set(b.set, row);
    }
    row.total++;
    const t0 = now();
    const r = optimizeCutting(b.input, { now });
    row.times.push(now() - t0);
    const t1 = now();
    const ffd = ffdBars(b.input);
    row.ffdTimes.push(now() - t1);
    if (ffd === b.optimum) row.ffdOptimal++;
    if (!r.ok) {
      row.invalid++;
      row.misses.push(`${b.name}: ${JSON.stringify(r.issues)}`);
      continue;
    }
    const plan: CuttingPlan = r.value;
    const problems = checkPlan(b.input, plan);
    const s = plan.summary;
    if (problems.length > 0 || s.lowerBound > b.optimum || (s.optimal && s.stockBars !== b.optimum)) {
      row.invalid++;
      row.misses.push(
        `${b.name}: INVALID ${problems.slice(0, 3).join("; ")} lb ${s.lowerBound} opt ${b.optimum}`,
      );
      continue;
    }
    if (s.stockBars === b.optimum) row.optimal++;
    if (s.stockBars <= b.optimum + 1) row.withinOne++;
    if (s.optimal) row.proven++;
    if (s.stockBars !== b.optimum)
      row.misses.push(`${b.name}: ${s.stockBars} bars, optimum ${b.optimum}, bound ${s.lowerBound}`);
  }
  return [...rows.values()];
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
function printRows(rows: Row[]): void {
  console.log(
    `${"set".padEnd(18)}${pad("optimal", 9)}${pad("proven", 8)}${pad("≤opt+1", 8)}${pad("median ms", 11)}${pad("max ms", 9)}${pad("invalid", 9)}  | ${pad("FFD optimal", 11)}${pad("FFD median ms", 14)}`,
  );
  const all: Row = {
    set: "all",
    total: 0,
    optimal: 0,
    proven: 0,
    withinOne: 0,
    invalid: 0,
    times: [],
    ffdOptimal: 0,
    ffdTimes: [],
    misses: [],
  };
  for (const r of [...rows, all]) {
    if (r !== all) {
      all.total += r.total;
      all.optimal += r.optimal;
      all.proven += r.proven;
      all.withinOne += r.withinOne;
      all.invalid += r.invalid;
      all.times.push(...r.times);
      all.ffdOptimal += r.ffdOptimal;
      all.ffdTimes.push(...r.ffdTimes);
    }
    console.log(
      `${r.set.padEnd(18)}${pad(`${r.optimal}/${r.total}`, 9)}${pad(r.proven, 8)}${pad(r.withinOne, 8)}${pad(median(r.times).toFixed(1), 11)}${pad(Math.max(...r.times).toFixed(0), 9)}${pad(r.invalid, 9)}  | ${pad(`${r.ffdOptimal}/${r.total}`, 11)}${pad(median(r.ffdTimes).toFixed(2), 14)}`,
    );
  }
  for (const r of rows) for (const m of r.misses) console.log(`  miss ${m}`);
}

function runOrders(): void {
  console.log(
    "\nfactory orders (one optimization per profile+colour group; kerf 3–5; 6000/6500 bars; leftovers)",
  );
  console.log(
    `${"order".padEnd(11)}${pad("pieces", 7)}${pad("groups", 7)}${pad("bars", 6)}${pad("bound", 6)}${pad("lefts", 6)}${pad("waste %", 8)}${pad("ms", 7)}${pad("invalid", 8)}  | ${pad("no-nest bars", 12)}${pad("nest saving mm", 15)}${pad("bars saved", 11)}`,
  );
  for (const o of factoryOrders(scaled(9, 2))) {
    let bars = 0,
      bound = 0,
      lefts = 0,
      waste = 0,
      used = 0,
      invalid = 0,
      ms = 0,
      plainBars = 0,
      saving = 0;
    const groups = groupPieces(o.input);
    for (const g of groups) {
      const t0 = now();
      const r = optimizeCutting(g.input, { now });
      ms += now() - t0;
      const plain = optimizeCutting({ ...g.input, nesting: false }, { now });
      if (!r.ok || !plain.ok) {
        invalid++;
        continue;
      }
      if (checkPlan(g.input, r.value).length > 0 || checkPlan(g.input, plain.value).length > 0) invalid++;
      const s = r.value.summary;
      bars += s.stockBars;
      bound += s.lowerBound;
      lefts += s.leftoversUsed;
      waste += s.waste;
      for (const b of r.value.bars) used += b.length * b.repeat;
      plainBars += plain.value.summary.stockBars;
      saving += s.nestingSaving;
    }
    console.log(
      `${o.name.padEnd(11)}${pad(o.pieceCount, 7)}${pad(groups.length, 7)}${pad(bars, 6)}${pad(bound, 6)}${pad(lefts, 6)}${pad(((100 * waste) / Math.max(1, used)).toFixed(2), 8)}${pad(ms.toFixed(0), 7)}${pad(invalid, 8)}  | ${pad(plainBars, 12)}${pad(saving.toFixed(0), 15)}${pad(plainBars - bars, 11)}`,
    );
  }
}

const instances = [
  ...loadCspSets(limitMs, only, scaled(Number.POSITIVE_INFINITY, 2)),
  ...(!only || "window-jobs".includes(only) ? loadWindowJobs(limitMs) : []),
];
console.log(
  `cutting benchmark: ${instances.length} instances, time limit ${limitMs} ms each (${values.cpu ? "CPU" : "wall-clock"} time)`,
);
printRows(run(instances));
if (values.orders && !only) runOrders();
console.log(
  `\nload average while measuring: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")} on 2 cores`,
);
console.log(
  "command: npm run bench:cutting   (node --import tsx bench/cutting/cutting.bench.ts [SET] [--limit MS] [--no-orders] [--cpu])",
);
