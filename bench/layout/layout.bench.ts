// Layout speed: layout() of a 4 × 5 grid window with a casement sash in every cell,
// target under 0.5 ms median; plus a design of 10 such frames, and one step of a mullion drag
// on those 10 frames through the headless editor (command + relayout with the frame cache);
// then the 3D scene of the grid (target < 20 ms), its meshes and its GLB export (target < 100 ms),
// without a series and with the TB60 series' sections.
//
// Run: npm run bench:layout   (= npm run layout -w @fenestra/bench)
// The script is bundled with esbuild first, as the browser build is: running it through tsx
// would time tsx's keep-names wrappers around every closure (~25 % of the time), not our code.
// Each figure is reported as wall time and as CPU time of the process (less disturbed when
// other work shares the machine), with the load average at the start.
import { loadavg } from "node:os";
import { layout } from "@fenestra/core/design/layout/layout";
import type { Design } from "@fenestra/core/design/model";
import { DEFAULT_SERIES_GEOMETRY } from "@fenestra/core/design/series-geometry";
import { Editor } from "@fenestra/core/editor/editor";
import { sceneToGlb } from "@fenestra/core/scene/glb";
import { hardwareMesh, solidMesh } from "@fenestra/core/scene/mesh";
import { buildScene } from "@fenestra/core/scene/scene";
import { DEMO_SERIES } from "@fenestra/core/series/demo/index";
import { seriesGeometry } from "@fenestra/core/series/index";
import { canvasPoint } from "@fenestra/core/units/branded";
import { scaled } from "../quick.ts";
import { env, gridDesign } from "./grid.ts";

type Figures = { median: number; p95: number; cpuMedian: number };

function measure(fn: () => unknown, runs: number, warmup = 200): Figures {
  for (let i = 0; i < warmup; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!;
  return { median: at(wall, 0.5), p95: at(wall, 0.95), cpuMedian: at(cpu, 0.5) };
}

const line = (name: string, f: Figures, runs: number) =>
  `${name}: median ${f.median.toFixed(3)} ms, p95 ${f.p95.toFixed(3)} ms, CPU median ${f.cpuMedian.toFixed(3)} ms (${runs} runs)`;

/** One pointer-move of a mullion drag on the middle frame, then the relayout the canvas needs. */
function dragStep(design: Design): () => void {
  const editor = new Editor(design, env);
  const l = editor.layout;
  const middle = design.frames[Math.floor(design.frames.length / 2)]!.id;
  const mullion = l.members.find(
    (m) => m.role === "mullion" && m.frameId === middle && m.side === "vertical",
  )!;
  const xs = mullion.polygon.map((p) => p[0]);
  const ys = mullion.polygon.map((p) => p[1]);
  const x = (Math.min(...xs) + Math.max(...xs)) / 2;
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  editor.pointerDown(canvasPoint(x, y));
  if (editor.gesture.kind !== "draggingMullion") throw new Error("the drag did not start on the mullion");
  let k = 0;
  return () => {
    k++;
    editor.pointerMove(canvasPoint(x + (k % 40) - 20, y));
    if (editor.layout.frames.length !== design.frames.length) throw new Error("lost a frame");
  };
}

const one = gridDesign(1);
const ten = gridDesign(10);
const l = layout(one);
console.log(
  `load average at start: ${loadavg()[0]!.toFixed(2)} (${process.platform}, node ${process.version})`,
);
console.log(
  `design: 4 × 5 grid 2400 × 3000 mm, ${l.sashes.length} sashes, ${l.members.length} members, ${l.fills.length} fills`,
);
const runs = scaled(3000, 30);
const target = measure(() => layout(one, DEFAULT_SERIES_GEOMETRY), runs, scaled(200, 5));
console.log(line("layout, 1 frame (4 × 5 sashes)", target, runs));
console.log(
  line(
    "layout, 10 frames",
    measure(() => layout(ten, DEFAULT_SERIES_GEOMETRY), runs / 10, scaled(30, 2)),
    runs / 10,
  ),
);
console.log(
  line(
    "drag step on 10 frames (moveMullion + relayout)",
    measure(dragStep(ten), runs / 10, scaled(30, 2)),
    runs / 10,
  ),
);
console.log(
  `target: layout of the 4 × 5 grid < 0.5 ms median — ${target.median < 0.5 ? "met" : "NOT met"} (wall)`,
);

// The 3D scene of the same 20-cell window (docs/scene.md): built from its layout, its meshes (each
// member's section swept along it, the hardware) and its GLB; drawn without a series (rectangular
// sections) and in the TB60 demo series (its DXF sections).
const tb60 = seriesGeometry(DEMO_SERIES["alu-tb60-casement"]!);
const sceneResults: { scene: Figures; glb: Figures }[] = [];
for (const [name, geometry] of [
  ["no series", DEFAULT_SERIES_GEOMETRY],
  ["TB60 sections", tb60],
] as const) {
  const sceneRuns = scaled(300, 5);
  const oneLayout = layout(one, geometry);
  const scene = measure(() => buildScene(one, oneLayout, geometry), sceneRuns, scaled(30, 1));
  console.log(line(`3D scene of the 4 × 5 grid, ${name} (from its layout)`, scene, sceneRuns));
  const built = buildScene(one, oneLayout, geometry);
  const meshAll = () => {
    for (const solid of [...built.members, ...built.panes]) solidMesh(solid);
    for (const piece of built.hardware) hardwareMesh(piece);
  };
  console.log(line(`  its meshes, ${name}`, measure(meshAll, scaled(50, 2), scaled(10, 1)), scaled(50, 2)));
  const glbRuns = scaled(40, 2);
  const glbWall: number[] = [];
  const glbCpu: number[] = [];
  let glbBytes = 0;
  for (let i = 0; i < glbRuns + scaled(5, 0); i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    glbBytes = (await sceneToGlb(built)).length;
    const c = process.cpuUsage(c0);
    if (i < scaled(5, 0)) continue;
    glbWall.push(performance.now() - t0);
    glbCpu.push((c.user + c.system) / 1000);
  }
  const at = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!;
  const glb = { median: at(glbWall, 0.5), p95: at(glbWall, 0.95), cpuMedian: at(glbCpu, 0.5) };
  console.log(`${line(`  its GLB, ${name}`, glb, glbRuns)}, ${(glbBytes / 1024).toFixed(0)} KB`);
  sceneResults.push({ scene, glb });
}
const met = (f: Figures, limit: number) =>
  f.median < limit ? "met" : f.cpuMedian < limit ? "met in CPU time (wall slowed by load)" : "NOT met";
console.log(
  `targets: scene < 20 ms median — ${sceneResults.map((r) => met(r.scene, 20)).join(" / ")}; GLB < 100 ms median — ${sceneResults.map((r) => met(r.glb, 100)).join(" / ")}`,
);
console.log("reproduce: npm run bench:layout");
