// Sunroom figures (issue 33, Performance) on a 6 × 4 m hip roof with 8 facets (left 2, front 4,
// right 2 bays), overhang 150, purlins, the demo sunroom series and TB60 facets:
//  1. regenerating the whole sunroom after one change (the pitch stepping 10°–40°): validation,
//     roof, members, roof panels, facets as designs, load check, and the BOM (structure rows +
//     every facet through its series). Target: under 50 ms (p95).
//  2. its cutting plan: every profile line through the cutting optimizer. Target: under 2 s.
//
// Run: npm run bench:sunroom   (= npm run sunroom -w @fenestra/bench, or node --import tsx bench/sunroom/sunroom.bench.ts [--runs N])
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { demoSeries } from "@fenestra/core/series/demo/index";
import {
  buildSunroom,
  compileSunroomSeries,
  demoSunroomSeries,
  newSunroom,
  type Sunroom,
  sunroomBom,
  sunroomCutting,
} from "@fenestra/core/sunroom/index";
import { scaled } from "../quick.ts";
import { percentile } from "../stats.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: String(scaled(300, 10)) } } });
const runs = Math.max(1, Number(values.runs) || 1);
const REGENERATE_TARGET_MS = 50;
const CUTTING_TARGET_MS = 2000;

const series = demoSunroomSeries("en-US");
const compiled = compileSunroomSeries(series);
const tb60 = demoSeries("en-US")["alu-tb60-casement"];
const base: Sunroom = {
  ...newSunroom(series.catalogue.id, tb60.id, "silver", "R120"),
  roof: "hip",
  width: 6000,
  depth: 4000,
  overhang: 150,
  bays: { left: 2, front: 4, right: 2 },
  rafterSpacing: 700,
  purlinSpacing: 1200,
};
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const regenerate = (s: Sunroom) => {
  const r = buildSunroom(s, series.rafters);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return { model: r.value, bom: sunroomBom(r.value, s, compiled, tb60) };
};
const wall: number[] = [];
const cpu: number[] = [];
let last = regenerate(base);
for (let i = -5; i < runs; i++) {
  const s: Sunroom = { ...base, slope: { by: "pitch", degrees: 10 + ((i + 5) % 31) } };
  const t0 = performance.now();
  const c0 = cpuNow();
  last = regenerate(s);
  const t1 = performance.now();
  const c1 = cpuNow();
  if (i < 0) continue; // warm-up (the JIT)
  wall.push(t1 - t0);
  cpu.push(c1 - c0);
}
const figures = (ms: number[]) =>
  `median ${percentile(ms, 50).toFixed(2)} ms  p95 ${percentile(ms, 95).toFixed(2)} ms  max ${Math.max(...ms).toFixed(2)} ms`;
const { model, bom } = last;
console.log(
  `6 × 4 m hip sunroom: ${model.facets.length} facets, ${model.members.length} members, ${model.panels.length} roof panels, ${bom.all.profiles.length} profile lines (${bom.all.totals.profilePieces} pieces); ${runs} runs; load ${loadavg()[0]!.toFixed(2)} on 2 cores (node ${process.version})`,
);
console.log(
  `regenerate (geometry, facets, BOM)  wall ${figures(wall)}   target < ${REGENERATE_TARGET_MS} ms: ${percentile(wall, 95) < REGENERATE_TARGET_MS ? "met" : "NOT met"}`,
);
console.log(`                                    CPU  ${figures(cpu)}  (this process)`);

const saw = (code: string) =>
  series.catalogue.profiles.some((p) => p.code === code) ? series.catalogue.cutting : tb60.cutting;
const cutWall: number[] = [];
const cutCpu: number[] = [];
let bars = 0;
for (let i = 0; i < scaled(5, 1); i++) {
  const t0 = performance.now();
  const c0 = cpuNow();
  const plans = sunroomCutting(bom.all, saw, { now: () => performance.now() });
  cutWall.push(performance.now() - t0);
  cutCpu.push(cpuNow() - c0);
  const failed = plans.filter((p) => !p.result.ok);
  if (failed.length > 0) throw new Error(`cutting refused: ${JSON.stringify(failed)}`);
  bars = plans.reduce((t, p) => t + (p.result.ok ? p.result.value.summary.stockBars : 0), 0);
}
console.log(
  `cutting plan (${bars} bars)            wall ${figures(cutWall)}   target < ${CUTTING_TARGET_MS} ms: ${Math.max(...cutWall) < CUTTING_TARGET_MS ? "met" : "NOT met"}   (load ${loadavg()[0]!.toFixed(2)})`,
);
console.log(`                                    CPU  ${figures(cutCpu)}  (this process)`);
console.log(
  "command: npm run bench:sunroom   (or node --import tsx bench/sunroom/sunroom.bench.ts [--runs N])",
);
