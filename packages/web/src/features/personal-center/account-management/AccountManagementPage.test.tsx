import { routes } from "@fenestra/api";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openPageAt } from "../../../app/router/open-page-at.tsx";
import { api } from "../../../shared/api/client.ts";
import { byTestId, signIn, viewPerTest } from "../../../shared/test/render.tsx";

// Account management as a main account meets it: a paid one adds sub-accounts, a trial one may not
// (SPEC §6) and is offered the upgrade instead of a button the server would refuse.

vi.mock("../../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const shown = viewPerTest(vi.mocked(api.call));
const PATH = "/personal-center/account-management";

const open = () => openPageAt(shown, PATH);

beforeEach(() => {
  localStorage.clear();
  vi.mocked(api.call).mockImplementation((async (route: unknown) => {
    if (route === routes.subAccounts.list) return { items: [], total: 0 };
    throw new Error("unexpected call");
  }) as never);
});

describe("account management", { timeout: 30_000 }, () => {
  it("a paid main account is offered to add a sub-account", async () => {
    signIn({ id: 3, fid: 0, is_ty: 0 });
    const page = await open();
    expect(byTestId(page, "add-sub-account")?.textContent).toBe("Add a sub-account");
    expect(byTestId(page, "sub-accounts-trial")).toBeNull();
  });

  it("a trial account is told it cannot create sub-accounts and led to the upgrade, with no add button", async () => {
    signIn({ id: 4, fid: 0, is_ty: 1 });
    const page = await open();
    expect(byTestId(page, "add-sub-account")).toBeNull();
    const notice = byTestId(page, "sub-accounts-trial");
    expect(notice?.textContent).toBe("A trial account cannot create sub-accounts.Upgrade to add them");
    expect(notice?.querySelector("a")?.getAttribute("href")).toBe("/purchase/upgrade");
  });
});
