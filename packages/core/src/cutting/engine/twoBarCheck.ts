// Whether a set of pieces fits into two bars, and how: a subset-sum over the pieces for a
// part whose total lies in [total − cap, cap]. The sum table is allocated once per capacity
// and cleared by generation stamps, so a check costs O(pieces × reachable sums).

export class TwoBarCheck {
  private readonly stamp: Int32Array;
  /** Piece that first reached each sum, and the sum it was added to. */
  private readonly via: Int32Array;
  private readonly from: Int32Array;
  private generation = 0;

  constructor(private readonly cap: number) {
    this.stamp = new Int32Array(cap + 1);
    this.via = new Int32Array(cap + 1);
    this.from = new Int32Array(cap + 1);
  }

  /** The pieces split into two bars (either may be empty), or null when they do not fit. */
  split(pieces: number[], size: Int32Array): [number[], number[]] | null {
    let total = 0;
    for (const k of pieces) total += size[k]!;
    if (total > 2 * this.cap) return null;
    if (total <= this.cap) return [[...pieces], []];
    const lowest = total - this.cap;
    const gen = ++this.generation;
    const sums = [0];
    this.stamp[0] = gen;
    let hit = -1;
    for (let q = 0; q < pieces.length && hit < 0; q++) {
      const w = size[pieces[q]!]!;
      const known = sums.length;
      for (let r = 0; r < known; r++) {
        const s = sums[r]! + w;
        if (s > this.cap || this.stamp[s] === gen) continue;
        this.stamp[s] = gen;
        this.via[s] = q;
        this.from[s] = sums[r]!;
        sums.push(s);
        if (s >= lowest) {
          hit = s;
          break;
        }
      }
    }
    if (hit < 0) return null;
    const inFirst = new Uint8Array(pieces.length);
    for (let s = hit; s > 0; s = this.from[s]!) inFirst[this.via[s]!] = 1;
    const first: number[] = [];
    const second: number[] = [];
    pieces.forEach((k, q) => {
      (inFirst[q] ? first : second).push(k);
    });
    return [first, second];
  }
}
