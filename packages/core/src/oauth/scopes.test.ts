import { describe, expect, it } from "vitest";
import { parseScopes, scopeAllows } from "./scopes.ts";

describe("OAuth scopes are permission keys", () => {
  it("reads a space separated scope once per key, in order", () => {
    expect(parseScopes("edit_order get_cost edit_order")).toEqual({
      ok: true,
      scopes: ["edit_order", "get_cost"],
    });
    expect(parseScopes(["measure"])).toEqual({ ok: true, scopes: ["measure"] });
  });

  it("refuses an empty scope and names what is not a permission key", () => {
    expect(parseScopes("")).toEqual({ ok: false, unknown: [] });
    expect(parseScopes(undefined)).toEqual({ ok: false, unknown: [] });
    expect(parseScopes("edit_order admin openid")).toEqual({ ok: false, unknown: ["admin", "openid"] });
  });

  it("lets a token call only a route whose permission key it holds", () => {
    expect(scopeAllows(["edit_order"], "edit_order")).toBe(true);
    expect(scopeAllows(["edit_order"], "get_cost")).toBe(false);
    expect(scopeAllows(["edit_order"], undefined)).toBe(false);
  });
});
