// Sparse LP columns in flat, growable typed arrays (fast to scan when pricing the pool).

export interface SparseColumn {
  cost: number;
  rows: Int32Array;
  vals: Float64Array;
}

export class ColumnStore {
  count = 0;
  cost: Float64Array = new Float64Array(256);
  start: Int32Array = new Int32Array(257);
  rows: Int32Array = new Int32Array(1024);
  vals: Float64Array = new Float64Array(1024);

  add(col: SparseColumn): number {
    const j = this.count;
    if (j + 1 >= this.cost.length) {
      this.cost = grow(this.cost, this.cost.length * 2);
      this.start = grow(this.start, this.cost.length + 1);
    }
    const at = this.start[j]!;
    const end = at + col.rows.length;
    if (end > this.rows.length) {
      this.rows = grow(this.rows, Math.max(end, this.rows.length * 2));
      this.vals = grow(this.vals, Math.max(end, this.vals.length * 2));
    }
    this.rows.set(col.rows, at);
    this.vals.set(col.vals, at);
    this.cost[j] = col.cost;
    this.start[j + 1] = end;
    this.count = j + 1;
    return j;
  }

  /** Reduced cost c_j − y·a_j. */
  reducedCost(j: number, y: Float64Array): number {
    let d = this.cost[j]!;
    const rows = this.rows;
    const vals = this.vals;
    for (let k = this.start[j]!, e = this.start[j + 1]!; k < e; k++) d -= y[rows[k]!]! * vals[k]!;
    return d;
  }

  /** Dot product of a dense row vector with column j. */
  dot(j: number, row: Float64Array, offset: number): number {
    let s = 0;
    const rows = this.rows;
    const vals = this.vals;
    for (let k = this.start[j]!, e = this.start[j + 1]!; k < e; k++) s += row[offset + rows[k]!]! * vals[k]!;
    return s;
  }
}

function grow(a: Float64Array, size: number): Float64Array;
function grow(a: Int32Array, size: number): Int32Array;
function grow(a: Float64Array | Int32Array, size: number): Float64Array | Int32Array {
  const b = a instanceof Float64Array ? new Float64Array(size) : new Int32Array(size);
  b.set(a);
  return b;
}
