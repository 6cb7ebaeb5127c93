import { routes } from "@fenestra/api";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../shared/api/client.ts";
import { byTestId, click, settle, signIn, viewPerTest } from "../../shared/test/render.tsx";
import { PayPanel } from "./PayPanel.tsx";

// The pay panel's coupon (SPEC §3 coupon activity, §7 GET coupon/common): offered with its money,
// taken off the quote and sent with the order; unticked, neither; unreadable, an alert says
// failed_details (issue 30).

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const shown = viewPerTest(vi.mocked(api.call));
const ITEM = { kind: "upgrade", edition: "pro" } as const;
const COUPON = { id: 4, money: 5_000, pic: "", link: "https://example.com/rules", status: "available" };

/** Answers the coupon (or fails it), a quote less the coupon when one is named, and the order. */
function answer(coupon: unknown) {
  vi.mocked(api.call).mockImplementation((async (route: unknown, args: { body?: { couponId?: number } }) => {
    if (route === routes.coupon.common) {
      if (coupon instanceof Error) throw coupon;
      return coupon;
    }
    if (route === routes.purchase.quote) {
      const couponFen = args.body?.couponId === 4 ? 5_000 : 0;
      return { amountFen: 198_000 - couponFen, couponFen, daysLeft: 0, expiresOnAfter: null };
    }
    if (route === routes.purchase.createOrder)
      return { id: 1, amountFen: 193_000, couponFen: 5_000, status: "unpaid", payUrl: null, item: ITEM };
    if (route === routes.purchase.order) return { id: 1, status: "unpaid", item: ITEM };
    throw new Error("unexpected call");
  }) as never);
}

const callsOf = (route: unknown) => vi.mocked(api.call).mock.calls.filter(([r]) => r === route);

beforeEach(() => {
  signIn({ id: 1, fid: 0, phone_number: "13900000001" });
});

describe("the pay panel's coupon", { timeout: 30_000 }, () => {
  it("asks for the coupon with the account's phone, takes it off the price and sends it with the order", async () => {
    answer(COUPON);
    await shown.render(<PayPanel item={ITEM} />);
    await settle(6);
    expect(callsOf(routes.coupon.common)[0]?.[1]).toEqual({ query: { phone: "13900000001" } });
    const panel = shown.container;
    expect(byTestId(panel, "coupon-offer")?.textContent).toContain("Coupon: 50.00 yuan off");
    expect(byTestId(panel, "coupon-link")?.getAttribute("href")).toBe("https://example.com/rules");
    expect(byTestId(panel, "pay-amount")?.textContent).toBe("To pay: 1930.00 yuan");
    expect(byTestId(panel, "pay-coupon")?.textContent).toBe("Coupon: −50.00 yuan");
    await act(async () => byTestId(panel, "agreement")?.closest("label")?.click());
    await click(byTestId(panel, "pay"));
    expect(callsOf(routes.purchase.createOrder)[0]?.[1]).toMatchObject({
      body: { item: ITEM, channel: "alipay", agreementRead: true, couponId: 4 },
    });
  });

  it("unticked, the price and the order are without it", async () => {
    answer(COUPON);
    await shown.render(<PayPanel item={ITEM} />);
    await settle(6);
    await act(async () => byTestId(shown.container, "coupon-use")?.closest("label")?.click());
    await settle(6);
    expect(byTestId(shown.container, "pay-amount")?.textContent).toBe("To pay: 1980.00 yuan");
    expect(byTestId(shown.container, "pay-coupon")).toBeNull();
    await act(async () => byTestId(shown.container, "agreement")?.closest("label")?.click());
    await click(byTestId(shown.container, "pay"));
    expect(callsOf(routes.purchase.createOrder)[0]?.[1]).toMatchObject({ body: { couponId: undefined } });
  });

  it("offers nothing once used, nor for a top-up", async () => {
    answer({ ...COUPON, status: "used" });
    await shown.render(<PayPanel item={ITEM} />);
    await settle(6);
    expect(byTestId(shown.container, "coupon-offer")).toBeNull();
    answer(COUPON);
    await shown.render(<PayPanel item={{ kind: "topup", amountFen: 10_000 }} />);
    await settle(6);
    expect(byTestId(shown.container, "coupon-offer")).toBeNull();
  });

  it("says failed_details in an alert when the coupon cannot be read, and still sells without it", async () => {
    answer(new Error("Server error"));
    await shown.render(<PayPanel item={ITEM} />);
    await settle(6);
    expect(byTestId(shown.container, "coupon-failed")?.textContent).toBe(
      "Could not load the coupon details. The price below is without a coupon.",
    );
    expect(byTestId(shown.container, "pay-amount")?.textContent).toBe("To pay: 1980.00 yuan");
  });
});
