import { routes } from "@fenestra/api";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { byTestId, click, settle, signIn, typeInto, viewPerTest } from "../../shared/test/render.tsx";
import { toast } from "../../shared/ui/toast.ts";

// SPEC §8's success message "account activation": a redemption code that gives an edition to an
// account on trial (or expired) activates it and says so; any other redemption says "Redeemed".

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn(), download: vi.fn() } }));
const { RedeemCard } = await import("./PersonalPurchasePage.tsx");

const shown = viewPerTest(vi.mocked(api.call));
const told: string[] = [];
beforeEach(() => {
  told.length = 0;
  vi.spyOn(toast, "success").mockImplementation((text) => void told.push(text) as never);
});

function answers(item: unknown) {
  vi.mocked(api.call).mockImplementation(async (route) => {
    if (route === routes.purchase.redeem)
      return { id: 9, outTradeNo: "RDM1", item, amountFen: 0, status: "paid" } as never;
    if (route === routes.users.info)
      return { userinfo: { id: 1, fid: 0, api_token: "t" }, company_modules: {}, userSettings: {} } as never;
    throw new Error(`unexpected ${String(route.path)}`);
  });
}

async function redeem(code: string) {
  await shown.render(<RedeemCard />);
  await typeInto(byTestId<HTMLInputElement>(shown.container, "redeem-code") as HTMLInputElement, code);
  await click(byTestId(shown.container, "redeem-submit"));
  await settle(4);
}

const edition = { kind: "edition", edition: "pro", term: "year", quantity: 1 };

describe("a redemption code", { timeout: 60_000 }, () => {
  it("that gives an edition to a trial account says the account is activated", async () => {
    signIn({ id: 1, fid: 0, is_ty: 1 });
    answers(edition);
    await redeem("PRO-YEAR-1");
    expect(told).toEqual(["Account activated"]);
  });

  it("that renews an account still valid, or gives a module, says it was redeemed", async () => {
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    localStorage.setItem(
      "userinfo",
      JSON.stringify({ id: 1, fid: 0, is_ty: 0, permanent: 0, expiration_time: nextYear }),
    );
    answers(edition);
    await redeem("PRO-YEAR-2");
    signIn({ id: 1, fid: 0, is_ty: 1 });
    answers({ kind: "module", module: "crm" });
    await redeem("CRM-1");
    expect(told).toEqual(["Redeemed", "Redeemed"]);
  });
});
