// `fenestra optimize FILE|-  [--reverse MIN,MAX,STEP]`: reads a cutting job (docs/cutting.md),
// prints the cutting plan as JSON on stdout. With --reverse, finds the stock length in
// [MIN, MAX] (mm, at STEP) that wastes least and prints { length, candidates, plan }.
// Exit 0 with a plan; exit 2 for unreadable or invalid input (issues on stderr as JSON).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type CuttingIssue, optimizeCutting, reverseOptimize } from "@fenestra/core/cutting/index";

const USAGE = "usage: fenestra optimize FILE|- [--reverse MIN,MAX,STEP]\n";

function readInput(path: string): string {
  return readFileSync(path === "-" ? 0 : path, "utf8");
}

function reject(issues: CuttingIssue[]): number {
  for (const i of issues) {
    const where = i.path ? ` at ${i.path}` : "";
    process.stderr.write(`fenestra optimize: ${i.code}${where}${i.detail ? `: ${i.detail}` : ""}\n`);
  }
  process.stderr.write(`${JSON.stringify({ error: { issues } })}\n`);
  return 2;
}

export async function run(args: string[]): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{ options: { reverse: { type: "string" } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({ args, options: { reverse: { type: "string" } }, allowPositionals: true });
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const file = parsed.positionals[0];
  if (!file || parsed.positionals.length > 1) {
    process.stderr.write(USAGE);
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(readInput(file));
  } catch (e) {
    return reject([{ code: "invalid_input", path: "", detail: (e as Error).message }]);
  }
  const now = () => performance.now();
  if (parsed.values.reverse !== undefined) {
    const [min, max, step] = parsed.values.reverse.split(",").map(Number);
    const r = reverseOptimize(
      raw,
      { min: min ?? Number.NaN, max: max ?? Number.NaN, step: step ?? 1 },
      { now },
    );
    if (!r.ok) return reject(r.issues);
    process.stdout.write(`${JSON.stringify(r.value, null, 2)}\n`);
    return 0;
  }
  const r = optimizeCutting(raw, { now });
  if (!r.ok) return reject(r.issues);
  process.stdout.write(`${JSON.stringify(r.value, null, 2)}\n`);
  return 0;
}
