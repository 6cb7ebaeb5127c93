// Every machine format writes the factory-order benchmark's plans (bench/cutting/factoryOrders.ts)
// and a reader written here, from the formats' documents and not from the exporters, reads each
// file back to the same bars and cuts in the same order.
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { factoryOrders } from "../../../../../bench/cutting/factoryOrders.ts";
import { groupPieces } from "../groupPieces.ts";
import { optimizeCutting } from "../optimizeCutting.ts";
import { clock } from "../test-solve.ts";
import { dstvCutAngle } from "./dstv-nc.ts";
import { csvText, GENERIC_CSV_COLUMNS } from "./generic-csv.ts";
import { SAW_EXPORTERS, type SawGroup, type SawJob, sawExporter, sawJobOf } from "./index.ts";

/** What a machine must get right: per bar in order, per cut in order. */
interface ReadCut {
  bar: number;
  profile: string;
  length: number;
  angleA: number;
  angleB: number;
  flipped: boolean;
  pieceId: string;
  label: string;
  barcode: string;
  position: number;
}

const expected = (job: SawJob): ReadCut[] =>
  job.bars.flatMap((bar) =>
    bar.cuts.map((c) => ({
      bar: bar.seq,
      profile: bar.profile,
      length: c.length,
      angleA: c.angleA,
      angleB: c.angleB,
      flipped: c.orientation === "flipped",
      pieceId: c.pieceId,
      label: c.label,
      barcode: c.barcode,
      position: c.position,
    })),
  );

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** RFC 4180 fields of one file (quoted fields may hold commas, quotes and line breaks). */
function csvRows(source: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && source[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return rows;
}

function readCsv(bytes: Uint8Array): ReadCut[] {
  const [header, ...rows] = csvRows(text(bytes).replace(/^\uFEFF/, ""));
  const at = (row: string[], name: string) => row[header!.indexOf(name)]!;
  const unguard = (s: string) => s.replace(/^'(?=[=+\-@\t\r])/, "");
  return rows.map((r) => ({
    bar: Number(at(r, "bar_seq")),
    profile: unguard(at(r, "profile")),
    length: Number(at(r, "length_mm")),
    angleA: Number(at(r, "angle_a_deg")),
    angleB: Number(at(r, "angle_b_deg")),
    flipped: at(r, "orientation") === "flipped",
    pieceId: unguard(at(r, "piece_id")),
    label: unguard(at(r, "label")),
    barcode: unguard(at(r, "barcode")),
    position: Number(at(r, "position_mm")),
  }));
}

/** DSTV: ST, a comment, then one value a line in the 7th edition's order, EN. */
function readDstv(bytes: Uint8Array): ReadCut[] {
  const files = unzipSync(bytes);
  const names = Object.keys(files).sort();
  return names.map((name) => {
    const lines = text(files[name]!).split("\r\n");
    expect(lines[0]).toBe("ST");
    expect(lines[1]!.startsWith("**")).toBe(true);
    const v = lines.slice(2).map((l) => l.replace(/^ {2}/, ""));
    expect(v[7]).toBe("SO");
    expect(lines.at(-2)).toBe("EN");
    const [webStart, webEnd] = [Number(v[16]), Number(v[17])];
    // off square and signed: flipped pieces have negative (or zero) cuts, never mixed signs
    const flipped = webStart < 0 || webEnd < 0;
    return {
      bar: Number(v[1]),
      profile: v[6]!,
      length: Number(v[8]),
      angleA: 90 - Math.abs(webStart),
      angleB: 90 - Math.abs(webEnd),
      flipped,
      pieceId: v[3]!,
      label: v[20]!,
      barcode: v[21]!,
      position: Number(v[23]),
    };
  });
}

/** G-code: a comment opens each bar and each cut; the words after a cut's comment set A, B, X. */
function readGcode(bytes: Uint8Array): ReadCut[] {
  const out: ReadCut[] = [];
  let bar = 0;
  let profile = "";
  let current: ReadCut | null = null;
  for (const raw of text(bytes).split("\r\n")) {
    const barComment = /^\(BAR (\d+) (\S+) /.exec(raw);
    if (barComment) {
      bar = Number(barComment[1]);
      profile = barComment[2]!;
      continue;
    }
    const cutComment = /^\(CUT \d+ ID (\S+) LABEL (\S*) CODE (\S+) POS (\S+)( FLIPPED)?\)$/.exec(raw);
    if (cutComment) {
      current = {
        bar,
        profile,
        length: Number.NaN,
        angleA: Number.NaN,
        angleB: Number.NaN,
        flipped: cutComment[5] !== undefined,
        pieceId: cutComment[1]!,
        label: cutComment[2]!,
        barcode: cutComment[3]!,
        position: Number(cutComment[4]),
      };
      out.push(current);
      continue;
    }
    const word = (letter: string) => {
      const m = new RegExp(`\\b${letter}(-?\\d+\\.\\d+)`).exec(raw.replace(/\(.*\)/, ""));
      return m ? Number(m[1]) : null;
    };
    if (!current) continue;
    const a = word("A");
    const b = word("B");
    const x = word("X");
    if (a !== null) current.angleA = 90 - Math.abs(a);
    if (b !== null) current.angleB = 90 - Math.abs(b);
    if (x !== null) current.length = x;
  }
  return out;
}

const READERS: Record<string, (bytes: Uint8Array) => ReadCut[]> = {
  csv: readCsv,
  dstv: readDstv,
  gcode: readGcode,
};

/** The benchmark's factory orders, each group optimized briefly (the plan's quality is not the point). */
function benchmarkJobs(): SawJob[] {
  return factoryOrders().map((order) => {
    const groups: SawGroup[] = groupPieces(order.input).map((g) => {
      const r = optimizeCutting({ ...g.input, timeLimitMs: 20 }, { now: clock });
      if (!r.ok) throw new Error(`${order.name} ${g.profile}: ${JSON.stringify(r.issues)}`);
      const angles: Record<string, [number, number]> = {};
      for (const p of g.input.pieces) if (p.angles) angles[p.id] = [p.angles[0], p.angles[1]];
      return { profile: g.profile, color: g.color, plan: r.value, angles };
    });
    return sawJobOf(order.name, groups);
  });
}

describe("machine formats", () => {
  const jobs = benchmarkJobs();

  it("the job has every piece of every order once, bars in the cutting sheet's order", () => {
    for (const [k, order] of factoryOrders().entries()) {
      const job = jobs[k]!;
      const cuts = job.bars.flatMap((b) => b.cuts);
      expect(cuts.length).toBe(order.pieceCount);
      expect(job.bars.map((b) => b.seq)).toEqual(job.bars.map((_, i) => i + 1));
      expect(cuts.map((c) => c.no)).toEqual(cuts.map((_, i) => i + 1));
      // the frames and sashes are mitred at 45°, the mullions square
      expect(new Set(cuts.filter((c) => /frame|sash/.test(c.pieceId)).map((c) => c.angleA))).toEqual(
        new Set([45]),
      );
      expect(new Set(cuts.filter((c) => /mullion/.test(c.pieceId)).map((c) => c.angleB))).toEqual(
        new Set([90]),
      );
    }
  });

  for (const exporter of SAW_EXPORTERS) {
    it(`${exporter.name} is read back to the same bars and cuts, in order`, () => {
      const read = READERS[exporter.id];
      expect(read, `a reader for ${exporter.id}`).toBeDefined();
      for (const job of jobs) {
        const file = exporter.write(job);
        expect(file.bytes.length).toBeGreaterThan(0);
        expect(read!(file.bytes)).toEqual(expected(job));
      }
    });

    it(`${exporter.name} makes the same bytes for the same job`, () => {
      const job = jobs[0]!;
      expect(exporter.write(job).bytes).toEqual(exporter.write(job).bytes);
    });
  }

  it("a flipped piece's DSTV cuts are negative, a square cut is 0", () => {
    expect(dstvCutAngle(45, false)).toBe(45);
    expect(dstvCutAngle(45, true)).toBe(-45);
    expect(dstvCutAngle(90, false)).toBe(0);
    expect(dstvCutAngle(67.5, false)).toBe(22.5);
  });

  it("CSV text is quoted where needed and a formula is not run by a spreadsheet", () => {
    expect(csvText("F60")).toBe("F60");
    expect(csvText('a,"b"')).toBe('"a,""b"""');
    expect(csvText("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvText("-W1")).toBe("'-W1");
    expect(GENERIC_CSV_COLUMNS[0]).toBe("bar_seq");
  });

  it("labels with commas, quotes and parentheses survive every format", () => {
    const job = sawJobOf("Order, (A)", [
      {
        profile: "框 F60",
        color: "white",
        plan: {
          bars: [
            {
              source: "leftover",
              length: 2400,
              leftoverId: "L7",
              repeat: 1,
              cuts: [
                { pieceId: "p1", length: 1200.5, label: 'W1, "north"', position: 0, orientation: "flipped" },
              ],
              remainder: 1195.5,
              remainderKind: "leftover",
            },
          ],
          summary: {
            stockBars: 0,
            leftoversUsed: 1,
            cost: 0,
            pieceLength: 1200.5,
            waste: 4,
            utilization: 0.5,
            lowerBound: 0,
            optimal: true,
            elapsedMs: 1,
            nestingSaving: 0,
          },
        },
        angles: { p1: [45, 67.5] },
      },
    ]);
    const csv = readCsv(sawExporter("csv")!.write(job).bytes);
    expect(csv[0]).toMatchObject({ label: 'W1, "north"', profile: "框 F60", angleB: 67.5, flipped: true });
    const dstv = readDstv(sawExporter("dstv")!.write(job).bytes);
    expect(dstv[0]).toMatchObject({ label: 'W1, "north"', length: 1200.5, angleA: 45, angleB: 67.5 });
    expect(sawExporter("csv")!.write(job).fileName).toBe("Order_A.csv");
  });
});
