import type { Session } from "@fenestra/core/account/index";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SIGNED_IN_KEYS } from "../storage/keys.ts";
import { clearSignedInUser, storeSession } from "../storage/session-store.ts";
import { followOtherTabs, tabReaction } from "./cross-tab.ts";

const sessionOf = (id: number) =>
  ({
    userinfo: { id, fid: 0, api_token: `tok-${id}` },
    company_modules: {},
    userSettings: { language: "en-US", lenUnit: "mm", digits: 0, guideDismissed: false },
  }) as unknown as Session;

/** Another tab wrote `key`: the browser tells this one with a storage event. */
function otherTabWrote(key: string | null) {
  window.dispatchEvent(new StorageEvent("storage", { key, storageArea: localStorage }));
}

let log: string[];
let path: string;
let stop: () => void = () => {};

beforeEach(() => {
  localStorage.clear();
  log = [];
  path = "/orders/group-detail/3";
});
afterEach(() => {
  stop();
  stop = () => {};
});

function follow() {
  stop = followOtherTabs(window, {
    pathname: () => path,
    navigate: (to) => log.push(`navigate ${to}`),
    recheck: () => log.push("recheck"),
    reload: (to) => log.push(`reload ${to}`),
  });
}

describe("what a tab does when another tab changes the session", () => {
  it("answers by who is shown here and who is stored now", () => {
    expect(tabReaction(3, 3)).toBe("none");
    expect(tabReaction(3, null)).toBe("signedOut");
    expect(tabReaction(null, 3)).toBe("signedIn");
    expect(tabReaction(3, 4)).toBe("otherUser");
    expect(tabReaction(null, null)).toBe("none");
  });

  it("asks the guard once about this tab's page when another tab signs out", () => {
    storeSession(sessionOf(3));
    follow();
    // The other tab removes the token first, then the user: only the user's removal counts.
    localStorage.removeItem(SIGNED_IN_KEYS.apiToken);
    otherTabWrote(SIGNED_IN_KEYS.apiToken);
    expect(log).toEqual([]);
    localStorage.removeItem(SIGNED_IN_KEYS.userinfo);
    otherTabWrote(SIGNED_IN_KEYS.userinfo);
    otherTabWrote(SIGNED_IN_KEYS.companyModules);
    expect(log).toEqual(["recheck"]);
  });

  it("starts again on /home when another account signs in elsewhere", () => {
    storeSession(sessionOf(3));
    follow();
    localStorage.setItem(SIGNED_IN_KEYS.userinfo, JSON.stringify({ id: 9, fid: 0 }));
    otherTabWrote(SIGNED_IN_KEYS.userinfo);
    expect(log).toEqual(["reload /home"]);
  });

  it("leaves /login for /home when another tab signs in, and stays put elsewhere", () => {
    follow();
    path = "/login";
    localStorage.setItem(SIGNED_IN_KEYS.userinfo, JSON.stringify({ id: 3, fid: 0 }));
    otherTabWrote(SIGNED_IN_KEYS.userinfo);
    expect(log).toEqual(["navigate /home"]);
    stop();
    localStorage.clear();
    log = [];
    path = "/printer";
    follow();
    localStorage.setItem(SIGNED_IN_KEYS.userinfo, JSON.stringify({ id: 3, fid: 0 }));
    otherTabWrote(SIGNED_IN_KEYS.userinfo);
    expect(log).toEqual([]);
  });

  it("does not react to this tab's own sign-out, nor to entries it does not watch", () => {
    storeSession(sessionOf(3));
    follow();
    clearSignedInUser();
    otherTabWrote("language");
    expect(log).toEqual([]);
    // localStorage.clear() in another tab arrives with key null.
    storeSession(sessionOf(3));
    localStorage.clear();
    otherTabWrote(null);
    expect(log).toEqual(["recheck"]);
  });
});
