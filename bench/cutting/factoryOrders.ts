// Realistic factory orders for the benchmark: windows of random size in a few profile
// colours, cut into frame (mitred 45°, profile height 60), sash (mitred, height 70) and
// mullion (square) pieces; 50 to 2,000 pieces, kerf 3–5 mm, 6000/6500 mm bars and some
// warehouse leftovers. Deterministic (seeded) so runs compare.

import type { CuttingInput, PieceInput } from "@fenestra/core/cutting/index";
import { seededRandom as rng } from "@fenestra/core/cutting/index";

export interface FactoryOrder {
  name: string;
  input: CuttingInput;
  pieceCount: number;
}

const COLOURS = ["white", "anthracite", "golden-oak"];

export function factoryOrder(seed: number, targetPieces: number): FactoryOrder {
  const r = rng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const kerf = int(3, 5);
  const stockLength = r() < 0.5 ? 6000 : 6500;
  const pieces: PieceInput[] = [];
  let count = 0;
  for (let w = 1; count < targetPieces; w++) {
    const width = int(6, 24) * 50 + int(0, 49);
    const height = int(6, 22) * 50 + int(0, 49);
    const qty = r() < 0.7 ? 1 : int(2, 6);
    const color = COLOURS[int(0, COLOURS.length - 1)]!;
    const label = `W${w}`;
    const add = (id: string, profile: string, length: number, n: number, mitre: number | null) => {
      const p: PieceInput = { id: `${label}-${id}`, length, count: n * qty, label, profile, color };
      if (mitre !== null) {
        p.angles = [45, 45];
        p.height = mitre;
      }
      pieces.push(p);
      count += n * qty;
    };
    add("frame-h", "F60", width, 2, 60);
    add("frame-v", "F60", height, 2, 60);
    if (r() < 0.6) {
      add("sash-h", "S70", width - 90, 2, 70);
      add("sash-v", "S70", height - 90, 2, 70);
      if (r() < 0.4) add("mullion", "M80", height - 120, 1, null);
    }
  }
  const leftovers = Array.from({ length: int(2, 8) }, (_, k) => ({
    id: `L${seed}-${k}`,
    length: int(800, 3000),
    profile: ["F60", "S70", "M80"][k % 3]!,
    color: COLOURS[k % COLOURS.length]!,
  }));
  return {
    name: `order-${seed}`,
    pieceCount: count,
    input: { stock: [{ length: stockLength }], leftovers, kerf, minLeftover: 500, pieces },
  };
}

export function factoryOrders(count = 9): FactoryOrder[] {
  const sizes = [50, 120, 250, 400, 600, 900, 1200, 1600, 2000].slice(0, count);
  return sizes.map((n, k) => factoryOrder(1000 + k, n));
}
