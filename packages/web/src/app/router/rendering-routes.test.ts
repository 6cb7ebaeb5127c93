import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { decideNavigation, type GuardUser } from "../guard/guard.ts";
import { mainAccount } from "../guard/guard-users.ts";
import { mergeMeta } from "./route-meta.ts";
import { pageRoutes } from "./routes.tsx";

// SPEC §6 on the pages of 3D and rendering: a trial account is blocked from 3D except during its
// one-day rendering trial; effect rendering needs the rendering module; a shared render opens
// without signing in.

const paid: GuardUser = { ...mainAccount, version_type: 1, company_modules: {} };
const trial: GuardUser = { ...paid, is_ty: 1, expiration_time: null, ty_expiration_time: "2026-12-31" };

function go(pathname: string, user: GuardUser | null) {
  const meta = mergeMeta((matchRoutes(pageRoutes, pathname) ?? []).map((m) => m.route.handle));
  return decideNavigation({ to: { pathname, search: "", meta }, user, today: "2026-11-30" });
}

const needsRendering = { kind: "block", dialog: "buy", missing: { kind: "module", module: "rendering" } };

describe("3D and rendering pages (SPEC §6)", () => {
  it("opens /threed to a paid account, and to a trial account only during its rendering trial", () => {
    expect(go("/threed", paid)).toEqual({ kind: "allow" });
    expect(go("/threed", trial)).toEqual(needsRendering);
    expect(go("/threed", { ...trial, company_modules: { rendering: 1 } })).toEqual({ kind: "allow" });
  });
  it("asks for the rendering module on the renders and their settings, whoever the account", () => {
    for (const path of ["/rendering", "/renderSetting"]) {
      expect(go(path, trial)).toEqual(needsRendering);
      expect(go(path, paid)).toEqual(needsRendering);
      expect(go(path, { ...paid, company_modules: { rendering: 1 } })).toEqual({ kind: "allow" });
      expect(go(path, { ...trial, company_modules: { rendering: 1 } })).toEqual({ kind: "allow" });
    }
  });
  it("opens a shared render to anyone, signed in or not", () => {
    expect(go("/share-render/abcdefghijklmnop", null)).toEqual({ kind: "allow" });
    expect(go("/share-render/abcdefghijklmnop", trial)).toEqual({ kind: "allow" });
  });
});
