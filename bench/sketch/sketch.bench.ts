// The sketch recognizer over the generated corpus (issue 32): the share of photos whose structure
// is recognised exactly (same splits and cell kinds, split positions within 3 % of the frame), the
// share of the sketches carrying numbers whose overall width and height were read exactly, the
// time per photo (reading the numbers included), and the failures by kind. Photos are generated from seeds 1..N (not timed).
//   npm run sketch -w @fenestra/bench                     (150 photos of 4000 × 3000, 12 MP)
//   SKETCH_N=40 SKETCH_SIZE=1600x1200 npm run sketch -w @fenestra/bench
//   BENCH_QUICK=1: 4 photos of 1200 × 900 (for CI: that it runs, not its figures)

import { cpus, loadavg } from "node:os";
import { compareStructure } from "@fenestra/core/sketch/compare";
import { corpusPhoto } from "@fenestra/core/sketch/corpus/generate";
import { recognizeSketch } from "@fenestra/core/sketch/recognize";
import { QUICK } from "../quick.ts";

const count = Number(process.env.SKETCH_N ?? (QUICK ? 4 : 150));
const first = Number(process.env.SKETCH_FIRST ?? 1);
const [width, height] = (process.env.SKETCH_SIZE ?? (QUICK ? "1200x900" : "4000x3000"))
  .split("x")
  .map(Number) as [number, number];
const verbose = process.env.SKETCH_VERBOSE === "1";

const failures = new Map<string, number[]>();
const times: number[] = [];
/** CPU time of this process per photo (user + system), ms: on a busy machine wall time is noisy. */
const cpuTimes: number[] = [];
let exact = 0;
/** Sketches with a fixed pane marked 固定, and those of them recognised exactly. */
let withGuding = 0;
let gudingExact = 0;
let withNumbers = 0;
let sizesRight = 0;
const sizeFailures = new Map<string, number[]>();
for (let seed = first; seed < first + count; seed++) {
  const photo = corpusPhoto(seed, { width, height });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const reading = recognizeSketch({ width: photo.width, height: photo.height, data: photo.rgba });
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
  if (photo.written) {
    withNumbers++;
    const sizes = reading.ok ? reading.sizes : undefined;
    const read = [sizes?.width?.mm, sizes?.height?.mm];
    const miss = !sizes
      ? "no frame"
      : read[0] === undefined || read[1] === undefined
        ? "not found"
        : read[0] !== photo.written.width || read[1] !== photo.written.height
          ? "misread"
          : null;
    if (miss === null) sizesRight++;
    else sizeFailures.set(miss, [...(sizeFailures.get(miss) ?? []), seed]);
  }
  const kind = reading.ok ? compareStructure(reading.tree, photo.truth) : reading.reason;
  if (kind === null) exact++;
  else failures.set(kind, [...(failures.get(kind) ?? []), seed]);
  if (photo.features.fixedWritten.固定 > 0) {
    withGuding++;
    if (kind === null) gudingExact++;
  }
  if (verbose)
    console.log(
      seed,
      kind ?? "exact",
      `${photo.features.cells} cells`,
      photo.features.paper,
      photo.written ? `numbers ${photo.written.width} × ${photo.written.height}` : "",
      reading.ok && photo.written ? `read ${reading.sizes.width?.mm} × ${reading.sizes.height?.mm}` : "",
    );
}
times.sort((a, b) => a - b);
const mean = times.reduce((s, t) => s + t, 0) / times.length;
console.log(
  `sketch recognition: ${count} photos of ${width} × ${height} (seeds ${first}..${first + count - 1})`,
);
console.log(`  structure exact: ${exact} / ${count} = ${((100 * exact) / count).toFixed(1)} %`);
console.log(`  of them with a fixed pane marked 固定: ${gudingExact} / ${withGuding} exact`);
console.log(
  `  time per photo (wall): mean ${(mean / 1000).toFixed(2)} s, median ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(2)} s, max ${(times[times.length - 1]! / 1000).toFixed(2)} s`,
);
cpuTimes.sort((a, b) => a - b);
console.log(
  `  time per photo (CPU, user + system): mean ${(cpuTimes.reduce((s, t) => s + t, 0) / cpuTimes.length / 1000).toFixed(2)} s, median ${(cpuTimes[Math.floor(cpuTimes.length / 2)]! / 1000).toFixed(2)} s, max ${(cpuTimes[cpuTimes.length - 1]! / 1000).toFixed(2)} s (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
);
console.log(
  `  sizes read right (overall width and height both exact), of the sketches with numbers: ${sizesRight} / ${withNumbers} = ${((100 * sizesRight) / Math.max(1, withNumbers)).toFixed(1)} %`,
);
for (const [kind, seeds] of failures)
  console.log(
    `  failed (${kind}): ${seeds.length} — seeds ${seeds.slice(0, 20).join(", ")}${seeds.length > 20 ? " …" : ""}`,
  );
for (const [kind, seeds] of sizeFailures)
  console.log(
    `  sizes ${kind}: ${seeds.length} — seeds ${seeds.slice(0, 20).join(", ")}${seeds.length > 20 ? " …" : ""}`,
  );
console.log(
  `  reproduce: SKETCH_N=${count} SKETCH_FIRST=${first} SKETCH_SIZE=${width}x${height} npm run sketch -w @fenestra/bench`,
);
