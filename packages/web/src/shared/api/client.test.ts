import { LANGUAGES } from "@fenestra/core/account/languages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "../navigation/navigator.ts";
import { ui } from "../state/ui-store.ts";
import { SIGNED_IN_KEYS } from "../storage/keys.ts";
import { initTestI18n } from "../test/render.tsx";
import { toast } from "../ui/toast.ts";
import { ApiError } from "./api-error.ts";
import { api } from "./client.ts";
import { showRefusal } from "./show-error.ts";

// The app's client with its real effects (store, storage, navigation, toasts): what a user sees
// when the server answers -998 or 10086 (SPEC §7).

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const visited: string[] = [];

beforeEach(() => {
  visited.length = 0;
  setNavigator((to) => visited.push(to));
  localStorage.clear();
  localStorage.setItem(SIGNED_IN_KEYS.apiToken, "tok-42");
  localStorage.setItem(SIGNED_IN_KEYS.userinfo, JSON.stringify({ id: 1 }));
  ui.hideLoading();
  ui.closeBuyDialog();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the app's API client", () => {
  it("sends the stored token as a bearer header and the UI language as TargetLanguage", async () => {
    const fetchMock = answer({ code: 0, message: "", data: { ok: true } });
    await expect(api.get("/api/user/info")).resolves.toEqual({ ok: true });
    const headers = fetchMock.mock.calls[0]?.[1].headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok-42");
    expect(LANGUAGES).toContain(headers.TargetLanguage);
  });

  it("-998: shows the server's message, hides the loading overlay, signs out locally, goes to /login", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => undefined as never);
    answer({ code: -998, key: "access.verify_failed_relogin", message: "Verification failed", data: null });
    ui.startLoading();
    ui.startLoading();
    await expect(api.get("/api/home/stats")).rejects.toBeInstanceOf(ApiError);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith("Verification failed");
    expect(ui.get().loadingCount).toBe(0);
    expect(visited).toEqual(["/login"]);
    expect(localStorage.getItem(SIGNED_IN_KEYS.apiToken)).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_KEYS.userinfo)).toBeNull();
  });

  it("-998 on several requests at once: one message, one sign-out", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => undefined as never);
    answer({ code: -998, key: "access.login_expired", message: "expired", data: null });
    const calls = [api.get("/api/home/stats"), api.get("/api/home/waiting"), api.get("/api/contracts")];
    for (const result of await Promise.allSettled(calls)) expect(result.status).toBe("rejected");
    expect(error).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SIGNED_IN_KEYS.apiToken)).toBeNull();
    expect(visited.every((to) => to === "/login")).toBe(true);
  });

  it("-998 to a request of a session ended since (signed out, another signed in): nothing changes", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => undefined as never);
    // the request leaves with tok-42; before its answer comes, tok-42 signs out and tok-7 signs in
    let answerIt: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answerIt = resolve))),
    );
    const late = api.get("/api/messages/unread");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    localStorage.setItem(SIGNED_IN_KEYS.apiToken, "tok-7");
    localStorage.setItem(SIGNED_IN_KEYS.userinfo, JSON.stringify({ id: 2 }));
    answerIt(
      new Response(
        JSON.stringify({ code: -998, key: "access.verify_failed_relogin", message: "gone", data: null }),
        {
          status: 200,
          headers: { "Content-Type": "application/json" },
        },
      ),
    );
    await expect(late).rejects.toBeInstanceOf(ApiError);
    // the new session stays, no message, the page (the sign-in form being typed in) stays
    expect(localStorage.getItem(SIGNED_IN_KEYS.apiToken)).toBe("tok-7");
    expect(error).not.toHaveBeenCalled();
    expect(visited).toEqual([]);
  });

  it("10086: opens buy dialog variant 2 and stays on the page", async () => {
    answer({ code: 10086, key: "access.buy", message: "buy", data: null });
    await expect(api.post("/api/anything", {})).rejects.toMatchObject({ code: 10086 });
    expect(ui.get().buyDialog).toBe(2);
    expect(visited).toEqual([]);
  });

  it("SPEC §8: a failure the server did not word reaches the person in their words, never the browser's", async () => {
    await initTestI18n();
    const error = vi.spyOn(toast, "error").mockImplementation(() => undefined as never);
    const cases: [() => Promise<Response>, string][] = [
      [
        () => Promise.reject(new TypeError("Failed to fetch")),
        "Interface error: the server did not answer properly. Check the network and try again later.",
      ],
      [
        async () => new Response("<html>502 Bad Gateway</html>", { status: 502 }),
        "The server is restarting: please try again in a minute.",
      ],
      [
        async () => new Response("Too Many Requests", { status: 429 }),
        "Traffic is surging and the server is busy: please try again in a moment.",
      ],
    ];
    for (const [reply, words] of cases) {
      vi.stubGlobal("fetch", vi.fn(reply));
      await api.get("/api/home/stats").catch(showRefusal);
      expect(error).toHaveBeenLastCalledWith(words);
    }
  });
});
