import { describe, expect, it } from "vitest";
import { moduleState } from "./product-access.ts";

// SPEC §3 company modules: above 0 usable, -1 expired, anything else (or missing) not bought.
describe("moduleState", () => {
  it("reads the script and polygon modules", () => {
    expect(moduleState({ script: 1, polygon: 0 }, "script")).toBe("usable");
    expect(moduleState({ script: 1, polygon: 0 }, "polygon")).toBe("locked");
    expect(moduleState({ script: -1 }, "script")).toBe("expired");
    expect(moduleState({}, "script")).toBe("locked");
    expect(moduleState(undefined, "script")).toBe("locked");
  });
});
