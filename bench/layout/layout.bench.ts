// Layout speed: layout() of a 4 × 5 grid window with a casement sash in every cell,
// target under 0.5 ms median; plus a design of 10 such frames, and one step of a mullion drag
// on those 10 frames through the headless editor (command + relayout with the frame cache);
// then the 3D scene of the grid (target < 20 ms) and its GLB export (target < 100 ms).
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
import { buildScene } from "@fenestra/core/scene/scene";
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

// The 3D scene of the same 20-cell window (docs/scene.md): built from its layout, and its GLB.
const sceneRuns = scaled(300, 5);
const oneLayout = layout(one, DEFAULT_SERIES_GEOMETRY);
const scene = measure(() => buildScene(one, oneLayout, DEFAULT_SERIES_GEOMETRY), sceneRuns, scaled(30, 1));
console.log(line("3D scene of the 4 × 5 grid (from its layout)", scene, sceneRuns));
const built = buildScene(one, oneLayout, DEFAULT_SERIES_GEOMETRY);
const glbRuns = scaled(40, 2);
const glbTimes: number[] = [];
let glbBytes = 0;
for (let i = 0; i < glbRuns + scaled(5, 0); i++) {
  const t0 = performance.now();
  glbBytes = (await sceneToGlb(built)).length;
  if (i >= scaled(5, 0)) glbTimes.push(performance.now() - t0);
}
const glbMedian = [...glbTimes].sort((a, b) => a - b)[Math.floor(glbTimes.length / 2)]!;
console.log(
  `GLB of that scene: median ${glbMedian.toFixed(1)} ms (${glbRuns} runs), ${(glbBytes / 1024).toFixed(0)} KB`,
);
console.log(
  `targets: scene < 20 ms median — ${scene.median < 20 ? "met" : "NOT met"}; GLB < 100 ms median — ${glbMedian < 100 ? "met" : "NOT met"} (wall)`,
);
console.log("reproduce: npm run bench:layout");
