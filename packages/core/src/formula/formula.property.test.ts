import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Ast, BinaryOp } from "./ast.ts";
import { evaluate, parse, print } from "./index.ts";

/** Drops source positions so trees from different texts can be compared. */
function shape(node: Ast): unknown {
  switch (node.type) {
    case "number":
    case "string":
      return [node.type, node.value];
    case "variable":
      return ["var", node.name];
    case "unary":
      return [node.op, shape(node.operand)];
    case "binary":
      return [node.op, shape(node.left), shape(node.right)];
    case "call":
      return [node.name, ...node.args.map(shape)];
  }
}

const at = { start: 0, end: 0 };
const ops: BinaryOp[] = ["+", "-", "*", "/", "<", "<=", ">", ">=", "=", "<>", "and", "or"];
const { tree } = fc.letrec<{ tree: Ast }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.double({ min: 0, max: 1e6, noNaN: true }).map((value): Ast => ({ type: "number", value, ...at })),
    fc.constantFrom("W", "H", "FW", "SASH_W").map((name): Ast => ({ type: "variable", name, ...at })),
    fc.stringMatching(/^[a-z0-9 ]{0,6}$/).map((value): Ast => ({ type: "string", value, ...at })),
    fc
      .tuple(fc.constantFrom("-", "+", "not"), tie("tree"))
      .map(([op, operand]): Ast => ({ type: "unary", op: op as "-", operand, ...at })),
    fc
      .tuple(fc.constantFrom(...ops), tie("tree"), tie("tree"))
      .map(([op, left, right]): Ast => ({ type: "binary", op, left, right, ...at })),
    fc
      .tuple(fc.constantFrom("min", "max", "if"), tie("tree"), tie("tree"), tie("tree"))
      .map(([name, a, b, c]): Ast => ({ type: "call", name, args: [a, b, c], ...at })),
  ),
}));

describe("printer and parser agree", () => {
  it("parse(print(ast)) has the structure of ast", () => {
    fc.assert(
      fc.property(tree, (ast) => {
        const parsed = parse(print(ast));
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(shape(parsed.ast)).toEqual(shape(ast));
      }),
      { numRuns: 500 },
    );
  });

  it("printing is stable: print(parse(print(ast))) = print(ast)", () => {
    fc.assert(
      fc.property(tree, (ast) => {
        const text = print(ast);
        const parsed = parse(text);
        return parsed.ok && print(parsed.ast) === text;
      }),
      { numRuns: 300 },
    );
  });
});

describe("precedence", () => {
  const small = fc.integer({ min: -50, max: 50 });
  it("* and / bind tighter than + and -, operators associate to the left", () => {
    fc.assert(
      fc.property(small, small, small, small, (a, b, c, d) => {
        const text = `${a} + ${b} * ${c} - ${d} - ${b}`;
        const parsed = parse(text);
        return parsed.ok && evaluate(parsed.ast, {}) === a + b * c - d - b;
      }),
    );
  });
  it("comparisons bind looser than arithmetic and tighter than and/or", () => {
    fc.assert(
      fc.property(small, small, small, small, (a, b, c, d) => {
        const parsed = parse(`${a} + ${b} > ${c} or ${c} < ${d} * 2 and ${a} = ${b}`);
        const expected = a + b > c || (c < d * 2 && a === b) ? 1 : 0;
        return parsed.ok && evaluate(parsed.ast, {}) === expected;
      }),
    );
  });
  it("unary minus binds tighter than *", () => {
    fc.assert(
      fc.property(small, small, (a, b) => {
        const parsed = parse(`-${Math.abs(a)} * ${b}`);
        return parsed.ok && evaluate(parsed.ast, {}) === -Math.abs(a) * b;
      }),
    );
  });
});
