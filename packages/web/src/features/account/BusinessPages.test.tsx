import { describe, expect, it, vi } from "vitest";
import { renderEachSignedIn, typeInto } from "../../shared/test/render.tsx";

// Account, open a business: the application starts from the user's own name and phone, asks for
// the region, and is sent once with the kind applied for.

const applyBusiness = vi.fn();
vi.mock("./account-api.ts", () => ({ accountFeatureApi: { applyBusiness } }));
const { OpenBusinessPage } = await import("./BusinessPages.tsx");

const page = renderEachSignedIn(
  { id: 3, fid: 0, nickname: "Li Ming", phone_number: "13900000009" },
  () => <OpenBusinessPage />,
  () => applyBusiness.mockReset(),
);
const { input } = page;
const submit = () => page.click("business-submit");

describe("open-business application", { timeout: 30_000 }, () => {
  it("starts with the user's name and phone", () => {
    expect(input("business-contact").value).toBe("Li Ming");
    expect(input("business-phone").value).toBe("13900000009");
  });

  it("asks for the region and sends nothing without it", async () => {
    await submit();
    expect(page.errors()).toEqual(["Please enter the region"]);
    expect(applyBusiness).not.toHaveBeenCalled();
  });

  it("refuses an emptied phone", async () => {
    await typeInto(input("business-phone"), "");
    await typeInto(input("business-region"), "Hanoi");
    await submit();
    expect(page.errors()).toEqual(["Please enter the phone number"]);
    expect(applyBusiness).not.toHaveBeenCalled();
  });

  it("sends the application for a business with what was typed", async () => {
    applyBusiness.mockResolvedValue({});
    await typeInto(input("business-region"), "Hanoi");
    await typeInto(page.input("business-note"), "3 shops");
    await submit();
    expect(applyBusiness).toHaveBeenCalledWith(
      { kind: "business", contactName: "Li Ming", phone: "13900000009", region: "Hanoi", note: "3 shops" },
      expect.any(String),
    );
  });
});
