import { routes } from "@fenestra/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../shared/api/api-error.ts";
import { api } from "../../shared/api/client.ts";
import { queryClient } from "../../shared/api/query-client.ts";
import { byTestId, click, settleUntil, signIn, viewPerTest } from "../../shared/test/render.tsx";
import { Component as AuthorizePage } from "./AuthorizePage.tsx";

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const shown = viewPerTest(vi.mocked(api.call));
afterEach(() => queryClient.clear());

const REQUEST =
  "/authorize?client_id=fen_x&redirect_uri=https%3A%2F%2Fpartner.example%2Fcb&response_type=code" +
  "&scope=finance_all%20edit_order&state=s1&code_challenge=abc&code_challenge_method=S256";

describe("the consent page /authorize", () => {
  it("names the application and its scopes in words, and Allow sends the browser on with the request", async () => {
    signIn({ id: 1, fid: 0 });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    vi.mocked(api.call).mockImplementation((async (route: unknown, args: { body?: { allowed: boolean } }) => {
      if (route === routes.oauth.consent)
        return { appName: "Partner CRM", appCompany: "ACME", scopes: ["finance_all", "edit_order"] };
      if (route === routes.oauth.authorize)
        return {
          redirectTo: `https://partner.example/cb?${args.body?.allowed ? "code=c1" : "error=access_denied"}&state=s1`,
        };
      throw new Error("unexpected call");
    }) as never);
    await shown.render(<AuthorizePage />, REQUEST);
    await settleUntil(() =>
      expect(byTestId(shown.container, "consent")?.textContent).toContain("Authorise Partner CRM"),
    );
    const scopes = [...shown.container.querySelectorAll("[data-testid=consent-scope]")].map(
      (s) => s.textContent,
    );
    expect(scopes).toEqual(["Finance (all)", "Edit orders"]);
    const allow = [...shown.container.querySelectorAll("button")].find(
      (b) => b.textContent?.replace(/\s/g, "") === "Allow",
    );
    await click(allow);
    await settleUntil(() =>
      expect(assign).toHaveBeenCalledWith("https://partner.example/cb?code=c1&state=s1"),
    );
    const sent = vi.mocked(api.call).mock.calls.find(([route]) => route === routes.oauth.authorize)?.[1];
    expect(sent).toMatchObject({
      body: { client_id: "fen_x", state: "s1", code_challenge_method: "S256", allowed: true },
    });
    vi.unstubAllGlobals();
  });

  it("shows a refused request on the page and sends the browser nowhere", async () => {
    signIn({ id: 1, fid: 0 });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    vi.mocked(api.call).mockImplementation((async () => {
      throw new ApiError({
        code: 2,
        key: "oauth.redirect_mismatch",
        message: "The redirect URI is not one the application registered",
      });
    }) as never);
    await shown.render(<AuthorizePage />, REQUEST);
    await settleUntil(() =>
      expect(byTestId(shown.container, "consent-refused")?.textContent).toContain(
        "The redirect URI is not one",
      ),
    );
    expect(byTestId(shown.container, "consent")).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
