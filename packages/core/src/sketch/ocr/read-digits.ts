// The digit classifier with its trained weights (digit-weights.ts, made by
// bench/sketch/train-digits.ts): the ten probabilities for one digit cut from a sketch. Pure.
import { DIGIT_WEIGHTS } from "./digit-weights.ts";
import { glyphInput, type InkImage } from "./glyph.ts";
import { type Mlp, mlpForward, unpackRows } from "./mlp.ts";

let model: Mlp | undefined;

function digitModel(): Mlp {
  if (!model) {
    const { inputs, hidden } = DIGIT_WEIGHTS;
    model = {
      inputs,
      hidden,
      w1: unpackRows(DIGIT_WEIGHTS.w1, hidden, inputs),
      b1: Float32Array.from(DIGIT_WEIGHTS.b1),
      w2: unpackRows(DIGIT_WEIGHTS.w2, 10, hidden),
      b2: Float32Array.from(DIGIT_WEIGHTS.b2),
    };
  }
  return model;
}

/** The probabilities of 0–9 for the digit in `image` (ink = 1), or null when it holds no ink. */
export function classifyDigit(image: InkImage): Float32Array | null {
  const input = glyphInput(image);
  return input ? mlpForward(digitModel(), input).probs : null;
}
