import { describe, expect, it } from "vitest";
import { SIGNED_IN_KEYS } from "../../shared/storage/keys.ts";
import { settle, viewPerTest } from "../../shared/test/render.tsx";
import { GuidedStart } from "./GuidedStart.tsx";

// The guided start follows SPEC §3's user type (issue 30): a design account ('sj') is guided to a
// signed contract, a calculation ('sl') or trial ('ty') account through to the cut list.

const shown = viewPerTest();

async function guideFor(user: { is_ty: number }, modules: Record<string, number>) {
  localStorage.clear();
  localStorage.setItem(
    SIGNED_IN_KEYS.userinfo,
    JSON.stringify({ id: 1, fid: 0, role: "factory", nickname: "Li", phone_number: "", ...user }),
  );
  localStorage.setItem(SIGNED_IN_KEYS.companyModules, JSON.stringify(modules));
  await shown.render(<GuidedStart />);
  await settle();
  const card = shown.container.querySelector("[data-testid=guided-start]");
  return {
    title: card?.querySelector(".ant-card-head-title")?.textContent,
    steps: [...(card?.querySelectorAll("[data-testid^=guide-]") ?? [])]
      .map((b) => b.getAttribute("data-testid"))
      .filter((id) => id !== "guide-dismiss"),
  };
}

describe("the guided start by user type", { timeout: 30_000 }, () => {
  it("guides a calculation account (sl) from a customer to the cut list", async () => {
    const guide = await guideFor({ is_ty: 0 }, { script: 1 });
    expect(guide.title).toBe("Get started: from a customer to a cut list");
    expect(guide.steps).toEqual(["guide-contract", "guide-draw", "guide-sign", "guide-bom", "guide-cut"]);
  });
  it("guides a design account (sj) to a signed contract, not to the calculation it cannot open", async () => {
    const guide = await guideFor({ is_ty: 0 }, { crm: 1 });
    expect(guide.title).toBe("Get started: from a customer to a signed contract");
    expect(guide.steps).toEqual(["guide-contract", "guide-draw", "guide-sign"]);
  });
  it("guides a trial account (ty) all the way, as its trial holds the calculation", async () => {
    const guide = await guideFor({ is_ty: 1 }, { script: 1 });
    expect(guide.steps).toHaveLength(5);
  });
});
