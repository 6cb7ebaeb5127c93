import type { Session } from "@fenestra/core/account/index";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readUserinfo } from "../storage/session-store.ts";
import { renewAvatarLink } from "./session-refresh.ts";

// The avatar's link in the stored session is signed and expires (docs/scaling.md "Files and
// links"): when the image fails to load, the session is read again for a new link, at most once a
// minute.

const call = vi.hoisted(() => vi.fn());
vi.mock("../api/client.ts", () => ({ api: { call } }));

const sessionWith = (avatar: string) =>
  ({
    userinfo: { id: 3, fid: 0, api_token: "tok-3", header_img_url: avatar },
    company_modules: {},
    userSettings: { language: "en-US", lenUnit: "mm", digits: 0, guideDismissed: false },
    xxfData: { readAt: null },
  }) as unknown as Session;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date("2026-12-02T10:00:00Z") });
});
afterEach(() => vi.useRealTimers());

describe("an avatar whose link expired", () => {
  it("reads the session again for a new link, once a minute however often the image fails", async () => {
    call.mockResolvedValue(sessionWith("/api/files/links/new?sig=2"));
    expect(renewAvatarLink()).toBe(true);
    await vi.waitFor(() => expect(readUserinfo()?.header_img_url).toBe("/api/files/links/new?sig=2"));
    renewAvatarLink();
    renewAvatarLink();
    expect(call).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    renewAvatarLink();
    expect(call).toHaveBeenCalledTimes(2);
  });
});
