import { describe, expect, it } from "vitest";
import { sparseClock } from "./sparseClock.ts";

describe("sparse clock (the real clock read at every n-th look)", () => {
  it("reads the real clock on the first look and then once every n looks, answering the last reading between", () => {
    let reads = 0;
    const real = () => {
      reads += 1;
      return reads * 10; // 10, 20, 30 … per real reading
    };
    const sparse = sparseClock({ now: real, deadline: 25 }, 4);
    const seen = Array.from({ length: 9 }, () => sparse.now());
    // looks 1–4 answer the first reading, 5–8 the second, 9 the third: 3 system calls, not 9
    expect(seen).toEqual([10, 10, 10, 10, 20, 20, 20, 20, 30]);
    expect(reads).toBe(3);
    expect(sparse.deadline).toBe(25);
  });
});
