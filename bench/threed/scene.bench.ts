// 3D scene figures in node (issue 29, Performance): core's buildScene for the 20-cell window
// (window.ts: a 4000 × 2400 TB60 frame, 5 × 4 cells, 10 casements) and its GLB export
// (sceneToGlb). Targets: scene build under 20 ms, GLB export under 100 ms (median and p95).
// The layout is made once and not counted in the scene build (printed on its own line).
//
// Run: npm run bench:threed   (this part alone: npm run threed-scene -w @fenestra/bench, or node --import tsx bench/threed/scene.bench.ts [--runs N])
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { layout } from "@fenestra/core/design/layout/layout";
import { sceneToGlb } from "@fenestra/core/scene/glb";
import { buildScene } from "@fenestra/core/scene/scene";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { type Series, seriesColours, seriesGeometry } from "@fenestra/core/series/index";
import { scaled } from "../quick.ts";
import { percentile } from "../stats.ts";
import { CELLS, twentyCellDesign } from "./window.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: String(scaled(300, 10)) } } });
const runs = Math.max(1, Number(values.runs) || 1);
const SCENE_TARGET_MS = 20;
const GLB_TARGET_MS = 100;

const series = DEMO_SERIES["alu-tb60-casement"] as Series;
const geometry = seriesGeometry(series);
const design = twentyCellDesign(series.id, seriesColours(series)[0]!, geometry);
const laidOut = layout(design, geometry);

const load = () => loadavg()[0]!.toFixed(2);
const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** Times `run` `n` times after a few warm-up calls (the JIT): wall and this process's CPU time, ms. */
async function time(n: number, run: () => unknown): Promise<{ wall: number[]; cpu: number[] }> {
  for (let i = 0; i < Math.min(5, n); i++) await run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const c0 = cpuNow();
    await run();
    wall.push(performance.now() - t0);
    cpu.push(cpuNow() - c0);
  }
  return { wall, cpu };
}
const figures = (ms: number[]) =>
  `median ${percentile(ms, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(ms, 95).toFixed(2).padStart(7)} ms  max ${Math.max(
    ...ms,
  )
    .toFixed(2)
    .padStart(7)} ms`;
const line = (what: string, { wall, cpu }: { wall: number[]; cpu: number[] }, target?: number) => {
  const verdict =
    target === undefined
      ? ""
      : `   target < ${target} ms: ${percentile(wall, 95) < target ? "met" : "NOT met"}`;
  return `${what.padEnd(36)} wall ${figures(wall)}  (load ${load()})${verdict}\n${"".padEnd(36)} CPU  ${figures(cpu)}  (this process: less disturbed by other work)`;
};

const scene = buildScene(design, laidOut, geometry);
const glb = await sceneToGlb(scene);
console.log(
  `20-cell window: ${CELLS} cells, ${scene.leaves.length} sashes, ${scene.members.length} members, ${scene.panes.length} panes; GLB ${(glb.length / 1024).toFixed(0)} KB; ${runs} runs each; load at start ${load()} on 2 cores (node ${process.version})`,
);
console.log(line("layout (not part of the scene build)", await time(runs, () => layout(design, geometry))));
console.log(
  line(
    "scene build (buildScene)",
    await time(runs, () => buildScene(design, laidOut, geometry)),
    SCENE_TARGET_MS,
  ),
);
console.log(line("GLB export (sceneToGlb)", await time(runs, () => sceneToGlb(scene)), GLB_TARGET_MS));
console.log(
  "command: npm run bench:threed   (this part alone: npm run threed-scene -w @fenestra/bench, or node --import tsx bench/threed/scene.bench.ts [--runs N])",
);
