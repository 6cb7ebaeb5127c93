// Sunroom regeneration (issue 33, Performance): a 6 × 4 m hip roof with 8 facets (left 2, front 4,
// right 2 bays), rebuilt whole (validation, roof, members, panels, facets as designs, load check)
// after one change — the pitch stepping between 10° and 40°. Target: under 50 ms (p95).
//
// Run: npm run bench:sunroom   (= npm run sunroom -w @fenestra/bench, or node --import tsx bench/sunroom/sunroom.bench.ts [--runs N])
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { buildSunroom, newSunroom, type RafterSection } from "@fenestra/core/sunroom/index";
import { scaled } from "../quick.ts";
import { percentile } from "../stats.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: String(scaled(500, 10)) } } });
const runs = Math.max(1, Number(values.runs) || 1);
const TARGET_MS = 50;

// an aluminium rafter 60 × 120 × 2.5 (I = (60·120³ − 55·115³)/12 mm⁴, W = I/60)
const RAFTER: RafterSection = {
  inertia: 1_669_323,
  modulus: 27_822,
  elasticity: 70_000,
  strength: 140,
  deflectionLimit: 200,
};
const base = {
  ...newSunroom("demo-sunroom", "alu-tb60-casement", "white"),
  roof: "hip",
  width: 6000,
  depth: 4000,
  overhang: 150,
  bays: { left: 2, front: 4, right: 2 },
  rafterSpacing: 700,
  purlinSpacing: 1200,
} as const;
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const wall: number[] = [];
const cpu: number[] = [];
let facets = 0;
let members = 0;
let panels = 0;
for (let i = -5; i < runs; i++) {
  const s = { ...base, slope: { by: "pitch" as const, degrees: 10 + ((i + 5) % 31) } };
  const t0 = performance.now();
  const c0 = cpuNow();
  const r = buildSunroom(s, RAFTER);
  const t1 = performance.now();
  const c1 = cpuNow();
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  if (i < 0) continue; // warm-up (the JIT)
  wall.push(t1 - t0);
  cpu.push(c1 - c0);
  facets = r.value.facets.length;
  members = r.value.members.length;
  panels = r.value.panels.length;
}
const figures = (ms: number[]) =>
  `median ${percentile(ms, 50).toFixed(3)} ms  p95 ${percentile(ms, 95).toFixed(3)} ms  max ${Math.max(...ms).toFixed(3)} ms`;
console.log(
  `6 × 4 m hip sunroom: ${facets} facets, ${members} members, ${panels} roof panels; ${runs} runs; load ${loadavg()[0]!.toFixed(2)} on 2 cores (node ${process.version})`,
);
console.log(
  `regenerate (buildSunroom)  wall ${figures(wall)}   target < ${TARGET_MS} ms: ${percentile(wall, 95) < TARGET_MS ? "met" : "NOT met"}`,
);
console.log(`                           CPU  ${figures(cpu)}  (this process)`);
console.log(
  "command: npm run bench:sunroom   (or node --import tsx bench/sunroom/sunroom.bench.ts [--runs N])",
);
