import { afterEach, describe, expect, it, vi } from "vitest";
import { newRequestKey } from "./request-key.ts";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newRequestKey", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("makes distinct v4 UUIDs on a plain-http page, where crypto.randomUUID does not exist", () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect("randomUUID" in globalThis.crypto).toBe(false);
    const keys = Array.from({ length: 200 }, () => newRequestKey());
    for (const key of keys) expect(key).toMatch(V4);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("makes v4 UUIDs in a secure context", () => {
    expect(newRequestKey()).toMatch(V4);
    expect(newRequestKey()).not.toBe(newRequestKey());
  });
});
