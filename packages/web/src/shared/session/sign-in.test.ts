import type { Session } from "@fenestra/core/account/index";
import { LANGUAGES } from "@fenestra/core/account/languages";
import i18next from "i18next";
import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_KEYS, SIGNED_IN_KEYS } from "../storage/keys.ts";
import { clearSignedInUser, readXxfData } from "../storage/session-store.ts";
import { completeSignIn } from "./sign-in.ts";

// SPEC §1: the starting language is the stored one, else the browser's. Signing in must not swap
// it for the account's default (the server fills zh-CN for every account that never chose).

const session = {
  userinfo: { id: 3, fid: 0, api_token: "tok-3" },
  company_modules: {},
  userSettings: { language: "zh-CN", lenUnit: "mm", digits: 0, guideDismissed: false },
  xxfData: { readAt: "2026-11-30T09:00:00.000Z" },
} as unknown as Session;

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await i18next.init({ lng: "en-US", supportedLngs: LANGUAGES, resources: {} });
});

describe("completing a sign-in", () => {
  it("stores the session and keeps the language the user signed in with, remembering it", async () => {
    await completeSignIn(session);
    expect(localStorage.getItem(SIGNED_IN_KEYS.apiToken)).toBe("tok-3");
    expect(i18next.language).toBe("en-US");
    expect(localStorage.getItem(LOCAL_KEYS.language)).toBe("en-US");
  });

  it("leaves a language already chosen on this browser alone", async () => {
    localStorage.setItem(LOCAL_KEYS.language, "ru-RU");
    await i18next.changeLanguage("ru-RU");
    await completeSignIn(session);
    expect(i18next.language).toBe("ru-RU");
    expect(localStorage.getItem(LOCAL_KEYS.language)).toBe("ru-RU");
  });

  it("keeps the message centre's read marker (SPEC §3 xxfData) with the session, and logout removes it", async () => {
    await completeSignIn(session);
    expect(readXxfData()).toEqual({ readAt: "2026-11-30T09:00:00.000Z" });
    clearSignedInUser();
    expect(readXxfData()).toBeNull();
  });
});
