// Benchmark inputs: the BPPLIB subsets with proven optima under ../shared/bench/csp/ (read
// in place, never copied; see its README) and the four window-profile jobs beside them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CuttingInput } from "@fenestra/core/cutting/index";

// shared/ lies beside the checkout (CI's clone has its copy there), or at /work/shared.
const besideCheckout = fileURLToPath(new URL("../../../shared/bench", import.meta.url));
const SHARED_BENCH = existsSync(besideCheckout) ? besideCheckout : "/work/shared/bench";
export const CSP_ROOT = `${SHARED_BENCH}/csp`;
export const WINDOW_JOBS = `${SHARED_BENCH}/window-jobs`;

export interface BenchInstance {
  set: string;
  name: string;
  input: CuttingInput;
  /** Proven optimal number of bars. */
  optimum: number;
}

function cspInput(text: string, timeLimitMs: number): CuttingInput {
  const lines = text.trim().split(/\s*\n/);
  const m = Number(lines[0]);
  const length = Number(lines[1]);
  const pieces = lines.slice(2, 2 + m).map((l, i) => {
    const [len, count] = l.trim().split(/\s+/).map(Number);
    return { id: `p${i}`, length: len!, count: count! };
  });
  return { stock: [{ length }], pieces, timeLimitMs };
}

/** Every instance with a proven optimum, or the first `perSet` of each set. */
export function loadCspSets(
  timeLimitMs: number,
  only?: string,
  perSet = Number.POSITIVE_INFINITY,
): BenchInstance[] {
  const optimum = new Map<string, number>();
  for (const line of readFileSync(`${CSP_ROOT}/optimal.tsv`, "utf8").trim().split("\n").slice(1)) {
    const [, name, lb] = line.split("\t");
    optimum.set(name!, Number(lb));
  }
  const out: BenchInstance[] = [];
  for (const set of readdirSync(CSP_ROOT, { withFileTypes: true })) {
    if (!set.isDirectory() || (only && !set.name.includes(only))) continue;
    let taken = 0;
    for (const file of readdirSync(`${CSP_ROOT}/${set.name}`).sort()) {
      if (taken >= perSet) break;
      const name = file.replace(/\.txt$/, "");
      const opt = optimum.get(name);
      if (opt === undefined) continue;
      const text = readFileSync(`${CSP_ROOT}/${set.name}/${file}`, "utf8");
      out.push({ set: set.name, name, input: cspInput(text, timeLimitMs), optimum: opt });
      taken += 1;
    }
  }
  return out;
}

const WINDOW_OPTIMA: Record<string, number> = { W1: 9, W2: 9, W3: 14, W4: 37 };

export function loadWindowJobs(timeLimitMs: number): BenchInstance[] {
  if (!existsSync(WINDOW_JOBS)) return [];
  return Object.entries(WINDOW_OPTIMA).map(([name, optimum]) => {
    const raw = JSON.parse(readFileSync(`${WINDOW_JOBS}/${name}.raw.json`, "utf8")) as {
      C: number;
      kerf: number;
      items: Array<[number, number]>;
    };
    const pieces = raw.items.map(([length, count], i) => ({ id: `p${i}`, length, count }));
    return {
      set: "window-jobs",
      name,
      optimum,
      input: { stock: [{ length: raw.C }], kerf: raw.kerf, pieces, timeLimitMs },
    };
  });
}
