import type { Session } from "@fenestra/core/account/index";
import { describe, expect, it } from "vitest";
import type { GuardUser } from "./guard.ts";
import { type GuardEffects, runGuard } from "./run-guard.ts";

const user: GuardUser = {
  fid: 0,
  son_account_type: 0,
  permanent: 0,
  expiration_time: "2027-01-01",
  ty_expiration_time: null,
  is_ty: 0,
};

function fakeEffects(over: Partial<GuardEffects> & { signedIn?: GuardUser | null } = {}) {
  const log: string[] = [];
  let current: GuardUser | null = over.signedIn === undefined ? null : over.signedIn;
  const effects: GuardEffects = {
    metaFor: (pathname) => (pathname === "/login" ? {} : { auth: true }),
    readUser: () => current,
    today: () => "2026-11-22",
    singleSignOn: async () => null,
    storeSession: (session) => {
      current = session.userinfo;
      log.push(`store:${session.userinfo.api_token}`);
    },
    rememberPartnerToken: (token) => log.push(`partner:${token}`),
    clearSession: () => log.push("clear"),
    showDialog: (dialog) => log.push(`dialog:${dialog}`),
    ...over,
  };
  return { effects, log };
}

const at = (path: string) => new URL(path, "http://app.test");

describe("runGuard", () => {
  it("rule 8: signs in through the sign-on service, stores the user and strips from/token", async () => {
    const tokens: string[] = [];
    const { effects, log } = fakeEffects({
      singleSignOn: async (token) => {
        tokens.push(token);
        return { userinfo: { ...user, api_token: "fresh" } } as unknown as Session;
      },
    });
    const outcome = await runGuard(at("/home?from=guigui&token=T1&tab=2"), effects, null);
    expect(tokens).toEqual(["T1"]);
    // the partner's token is kept for the tab (SPEC §3 guigui_token)
    expect(log).toEqual(["store:fresh", "partner:T1"]);
    expect(outcome).toEqual({ type: "redirect", to: "/home?tab=2" });
    // The next pass lets the now signed-in user in.
    expect(await runGuard(at("/home?tab=2"), effects, null)).toEqual({ type: "continue", blocked: false });
  });

  it("rule 8: a refused token still leaves the address bar, then rule 1 applies", async () => {
    const { effects, log } = fakeEffects();
    expect(await runGuard(at("/home?from=guigui&token=bad"), effects, null)).toEqual({
      type: "redirect",
      to: "/home",
    });
    expect(log).toEqual([]);
    expect(await runGuard(at("/home"), effects, null)).toEqual({ type: "redirect", to: "/login" });
  });

  it("issue 30: a token longer than any partner's is not posted, and leaves the address bar", async () => {
    const tokens: string[] = [];
    const { effects, log } = fakeEffects({
      singleSignOn: async (token) => {
        tokens.push(token);
        return null;
      },
    });
    const long = "x".repeat(513);
    expect(await runGuard(at(`/home?from=guigui&token=${long}`), effects, null)).toEqual({
      type: "redirect",
      to: "/home",
    });
    expect(tokens).toEqual([]);
    expect(log).toEqual([]);
  });

  it("rule 2: clears the session on /login", async () => {
    const { effects, log } = fakeEffects({ signedIn: user });
    expect(await runGuard(at("/login?invite=1"), effects, null)).toEqual({
      type: "continue",
      blocked: false,
    });
    expect(log).toEqual(["clear"]);
  });

  it("a blocked navigation shows the dialog and returns to the allowed page the user was on", async () => {
    const sub = { ...user, fid: 9 };
    const { effects, log } = fakeEffects({ signedIn: sub });
    expect(await runGuard(at("/product-manage/index"), effects, "/home")).toEqual({
      type: "redirect",
      to: "/home",
    });
    expect(log).toEqual(["dialog:lackAuthority"]);
  });

  it("a blocked first page shows the dialog over an empty page", async () => {
    const expired = { ...user, expiration_time: "2026-01-01" };
    const { effects, log } = fakeEffects({ signedIn: expired });
    expect(await runGuard(at("/home"), effects, null)).toEqual({ type: "continue", blocked: true });
    // Going back to a page that is blocked too would loop, so it stays put.
    expect(await runGuard(at("/personal-center/system-setting"), effects, "/home")).toEqual({
      type: "continue",
      blocked: true,
    });
    expect(log).toEqual(["dialog:buy", "dialog:buy"]);
  });
});
