// One formula evaluation once parsed (parse once, evaluate many). Run: npm run formula -w bench
import { loadavg } from "node:os";
import { evaluate, parse } from "@fenestra/core/formula/index";
import { scaled } from "../quick.ts";

const formulas = [
  "W",
  "SH - 2 * SASH_FACE - 2 * BEAD_FACE",
  "(W - 2 * FW) / 2 + if(H > 1200, 3, 2)",
  "if(PANELS = 3 and TRACK = 1, 2, 1)",
  "ceil(2 * 2 * (DW + DH) / 1000, 1)",
];
const scope = {
  W: 1500,
  H: 1400,
  FW: 60,
  SH: 1298,
  SASH_FACE: 70,
  BEAD_FACE: 20,
  PANELS: 3,
  TRACK: 1,
  DW: 650,
  DH: 1280,
};
const N = scaled(2_000_000, 20_000);

for (const text of formulas) {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.code}`);
  const ast = parsed.ast;
  let sink = 0;
  for (let i = 0; i < N / 20; i++) sink += evaluate(ast, scope) as number; // warm up
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  for (let r = 0; r < 5; r++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < N; i++) sink += evaluate(ast, scope) as number;
    samples.push(Number(process.hrtime.bigint() - t0) / N);
    const c = process.cpuUsage(c0);
    cpuSamples.push(((c.user + c.system) * 1000) / N);
  }
  samples.sort((a, b) => a - b);
  cpuSamples.sort((a, b) => a - b);
  const parseT0 = process.hrtime.bigint();
  for (let i = 0; i < 20_000; i++) parse(text);
  const parseNs = Number(process.hrtime.bigint() - parseT0) / 20_000;
  console.log(
    `${text.padEnd(42)} eval median ${(samples[2] as number).toFixed(0).padStart(4)} ns (CPU ${(cpuSamples[2] as number).toFixed(0).padStart(4)} ns)   parse ${parseNs.toFixed(0)} ns   (${sink > 0 ? "ok" : ""})`,
  );
}
console.log(
  `target: under 2000 ns per evaluation once parsed; load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(" ")}`,
);
console.log("command: npm run bench:formula   (esbuild-bundled bench/bom/formula.bench.ts, run by node)");
