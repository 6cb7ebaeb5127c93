import { routes } from "@fenestra/api";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { openPageAt } from "../../../app/router/open-page-at.tsx";
import { api } from "../../../shared/api/client.ts";
import { byTestId, click, settle, signIn, typeInto, viewPerTest } from "../../../shared/test/render.tsx";
import ActivitiesTab from "./ActivitiesTab.tsx";
import CouponsTab from "./CouponsTab.tsx";

// The operator console's activities and coupons tabs, and the operators' account-utilization page
// (personal-center/admin-account-utilization), used as an operator would: what is listed, and what
// each action sends and changes on the list.

vi.mock("../../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const shown = viewPerTest(vi.mocked(api.call));

const text = () => shown.container.textContent ?? "";
const buttonNamed = (name: string) =>
  [...document.querySelectorAll("button")].find((b) => b.textContent?.replace(/\s/g, "") === name) ?? null;
type Args = { params?: { id: number }; body?: Record<string, unknown>; query?: Record<string, unknown> };
/** Answers the console's calls from `handle`; any other call fails the test. */
const serve = (handle: (route: unknown, args: Args) => unknown) =>
  vi
    .mocked(api.call)
    .mockImplementation((async (route: unknown, args?: Args) => handle(route, args ?? {})) as never);

describe("the operator console", { timeout: 30_000 }, () => {
  it("activities: lists each activity with its link, and removing one takes it off the list", async () => {
    const rows = [
      { id: 1, note: "Spring sale", endTime: "2026-12-31T10:00:00.000Z", url: "https://example.com/spring" },
      { id: 2, note: "Dealer week", endTime: "2026-12-20T10:00:00.000Z", url: "" },
    ];
    const removed: number[] = [];
    serve((route, args) => {
      if (route === routes.operator.activities) return rows.filter((r) => !removed.includes(r.id));
      if (route === routes.operator.removeActivity) {
        removed.push(args.params?.id ?? 0);
        return { ok: true };
      }
      throw new Error("unexpected call");
    });
    await shown.render(<ActivitiesTab />);
    await settle();
    expect(text()).toContain("Spring sale");
    expect(text()).toContain("https://example.com/spring");
    expect(text()).toContain("Dealer week");

    const spring = [...shown.container.querySelectorAll("tr, .ant-card, li")].find((row) =>
      row.textContent?.includes("Spring sale"),
    );
    await click(
      [...(spring?.querySelectorAll("button") ?? [])].find((b) => b.textContent?.includes("Remove")),
    );
    await click(buttonNamed("OK") ?? buttonNamed("Yes"), 8);
    expect(removed).toEqual([1]);
    expect(text()).not.toContain("Spring sale");
    expect(text()).toContain("Dealer week");
  });

  it("activities: an activity without its note or end is refused at the fields and not sent", async () => {
    serve((route) => {
      if (route === routes.operator.activities) return [];
      throw new Error("unexpected call");
    });
    await shown.render(<ActivitiesTab />);
    await settle();
    await click(buttonNamed("Add"), 8);
    expect([...document.querySelectorAll(".ant-form-item-explain-error")].map((e) => e.textContent)).toEqual([
      "Required",
      "Required",
    ]);
    expect(vi.mocked(api.call).mock.calls.every(([route]) => route === routes.operator.activities)).toBe(
      true,
    );
  });

  it("coupons: a coupon added in yuan is sent in fen and listed; hiding one sends it unchanged but hidden", async () => {
    const rows: Record<string, unknown>[] = [
      { id: 5, pic: "https://example.com/c.png", link: "https://example.com/c", moneyFen: 5000, status: 1 },
    ];
    const sent: Args[] = [];
    serve((route, args) => {
      if (route === routes.operator.coupons) return rows.map((r) => ({ ...r }));
      if (route === routes.operator.createCoupon) {
        sent.push(args);
        const row = { id: 6, ...args.body };
        rows.push(row);
        return row;
      }
      if (route === routes.operator.updateCoupon) {
        sent.push(args);
        const row = rows.find((r) => r.id === args.params?.id);
        Object.assign(row ?? {}, args.body);
        return row;
      }
      throw new Error("unexpected call");
    });
    await shown.render(<CouponsTab />);
    await settle();
    expect(text()).toContain("50.00");
    expect(shown.container.querySelector(".ant-switch")?.getAttribute("aria-checked")).toBe("true");

    const toggle = shown.container.querySelector(".ant-switch") as HTMLElement;
    await act(async () => toggle.click());
    await settle(6);
    expect(sent[0]).toEqual({
      params: { id: 5 },
      body: { pic: "https://example.com/c.png", link: "https://example.com/c", moneyFen: 5000, status: 0 },
    });
    expect(shown.container.querySelector(".ant-switch")?.getAttribute("aria-checked")).toBe("false");

    const money = shown.container.querySelector<HTMLInputElement>(".ant-input-number input");
    await typeInto(money as HTMLInputElement, "12.5");
    await click(buttonNamed("Add"), 8);
    expect(sent[1]?.body).toEqual({ pic: "", link: "", status: 1, moneyFen: 1250 });
    expect(text()).toContain("12.50");
  });

  it("admin-account-utilization: lists every company's use, and searches by phone", async () => {
    signIn({ id: 1, fid: 0 });
    const all = [
      {
        companyId: 11,
        company: "Red Door Co",
        phone: "13800000011",
        versionType: 3,
        isTrial: 0,
        expiresOn: "2027-01-01",
        seats: 5,
        subAccounts: 3,
        orders: 42,
        paidFen: 129900,
        registeredAt: "2026-01-05T08:00:00.000Z",
      },
      {
        companyId: 12,
        company: "Blue Window Ltd",
        phone: "13900000012",
        versionType: 1,
        isTrial: 1,
        expiresOn: null,
        seats: null,
        subAccounts: 0,
        orders: 1,
        paidFen: 0,
        registeredAt: "2026-11-01T08:00:00.000Z",
      },
    ];
    const asked: Args[] = [];
    serve((route, args) => {
      if (route !== routes.operator.utilization) throw new Error("unexpected call");
      asked.push(args);
      const phone = args.query?.phone as string | undefined;
      const items = all.filter((row) => !phone || row.phone?.includes(phone));
      return { items, total: items.length };
    });
    await openPageAt(shown, "/personal-center/admin-account-utilization", 6);
    expect(text()).toContain("Account utilization");
    expect(text()).toContain("Red Door Co");
    expect(text()).toContain("1299.00");
    expect(text()).toContain("Blue Window Ltd");

    const search = shown.container.querySelector<HTMLInputElement>("input.ant-input");
    await typeInto(search as HTMLInputElement, "13900000012");
    await click(
      byTestId(shown.container, "operator-utilization")?.querySelector("button.ant-input-search-btn"),
      8,
    );
    expect(asked.at(-1)?.query?.phone).toBe("13900000012");
    expect(text()).toContain("Blue Window Ltd");
    expect(text()).not.toContain("Red Door Co");
  });
});
