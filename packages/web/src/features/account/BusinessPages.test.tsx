import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  byTestId,
  click,
  fieldErrors,
  type Rendered,
  render,
  signIn,
  typeInto,
} from "../../shared/test/render.tsx";

// Account, open a business: the application starts from the user's own name and phone, asks for
// the region, and is sent once with the kind applied for.

const applyBusiness = vi.fn();
vi.mock("./account-api.ts", () => ({ accountFeatureApi: { applyBusiness } }));
const { OpenBusinessPage } = await import("./BusinessPages.tsx");

let view: Rendered;
beforeEach(async () => {
  applyBusiness.mockReset();
  signIn({ id: 3, fid: 0, nickname: "Li Ming", phone_number: "13900000009" });
  view = await render(<OpenBusinessPage />);
});
afterEach(() => view.unmount());

const input = (id: string) => byTestId<HTMLInputElement>(view.container, id) as HTMLInputElement;
const submit = () => click(byTestId(view.container, "business-submit"));

describe("open-business application", { timeout: 30_000 }, () => {
  it("starts with the user's name and phone", () => {
    expect(input("business-contact").value).toBe("Li Ming");
    expect(input("business-phone").value).toBe("13900000009");
  });

  it("asks for the region and sends nothing without it", async () => {
    await submit();
    expect(fieldErrors(view.container)).toEqual(["Please enter the region"]);
    expect(applyBusiness).not.toHaveBeenCalled();
  });

  it("refuses an emptied phone", async () => {
    await typeInto(input("business-phone"), "");
    await typeInto(input("business-region"), "Hanoi");
    await submit();
    expect(fieldErrors(view.container)).toEqual(["Please enter the phone number"]);
    expect(applyBusiness).not.toHaveBeenCalled();
  });

  it("sends the application for a business with what was typed", async () => {
    applyBusiness.mockResolvedValue({});
    await typeInto(input("business-region"), "Hanoi");
    await typeInto(
      byTestId<HTMLTextAreaElement>(view.container, "business-note") as HTMLTextAreaElement,
      "3 shops",
    );
    await submit();
    expect(applyBusiness).toHaveBeenCalledWith(
      { kind: "business", contactName: "Li Ming", phone: "13900000009", region: "Hanoi", note: "3 shops" },
      expect.any(String),
    );
  });
});
