import { describe, expect, it } from "vitest";
import { requestIdKeeper } from "./warehouse-api.ts";

describe("requestIdKeeper", () => {
  const counter = () => {
    let n = 0;
    return () => `id-${++n}`;
  };

  it("keeps the id of a body sent again (a double tap or a retry is one operation)", () => {
    const idFor = requestIdKeeper(counter());
    const body = { type: 1, lines: [{ materialId: 4, count: 2 }] };
    expect(idFor(body)).toBe("id-1");
    expect(idFor({ type: 1, lines: [{ materialId: 4, count: 2 }] })).toBe("id-1");
  });

  it("gives a corrected body a new id, so the server does not refuse it as an id reused with another body", () => {
    const idFor = requestIdKeeper(counter());
    expect(idFor({ type: 3, lines: [{ materialId: 4, count: 1000 }] })).toBe("id-1");
    expect(idFor({ type: 3, lines: [{ materialId: 4, count: 10 }] })).toBe("id-2");
    // Back to the first body: another operation again, never the refused one's id.
    expect(idFor({ type: 3, lines: [{ materialId: 4, count: 1000 }] })).toBe("id-3");
  });
});
