import type { SessionUserInfo } from "@fenestra/core/account/index";
import { describe, expect, it } from "vitest";
import { arMissing } from "./ar-gate.ts";

const TODAY = "2026-11-30";
const user = (over: Partial<SessionUserInfo> = {}) =>
  ({
    permanent: 0,
    is_ty: 1,
    ty_expiration_time: "2026-12-07",
    expiration_time: null,
    version_type: 1,
    ...over,
  }) as SessionUserInfo;

describe("who may open AR", () => {
  it("a trial account without the rendering trial is asked to buy the rendering module", () => {
    expect(arMissing({ userinfo: user(), company_modules: {} }, TODAY)).toEqual({
      kind: "module",
      module: "rendering",
    });
  });

  it("the rendering module (bought, or the one-day trial the session counts) opens it", () => {
    expect(arMissing({ userinfo: user(), company_modules: { rendering: 1 } }, TODAY)).toBeNull();
  });

  it("an expired module or an expired account does not", () => {
    expect(arMissing({ userinfo: user(), company_modules: { rendering: -1 } }, TODAY)?.kind).toBe("module");
    expect(
      arMissing(
        { userinfo: user({ ty_expiration_time: "2026-11-01" }), company_modules: { rendering: 1 } },
        TODAY,
      ),
    ).toEqual({ kind: "expired" });
  });
});
