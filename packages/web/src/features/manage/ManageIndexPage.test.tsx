import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { registerPageRoutes } from "../../app/router/page-access.ts";
import { pageRoutes } from "../../app/router/routes.tsx";
import { SIGNED_IN_KEYS } from "../../shared/storage/keys.ts";
import { viewPerTest } from "../../shared/test/render.tsx";
import { Component as ManageIndexPage } from "./ManageIndexPage.tsx";

// /manage (SPEC §2): the management areas this account may open, each a link to its page, decided
// by the guard's own rules (modules, expiry, roles) as the router applies them.

beforeAll(() => registerPageRoutes(pageRoutes));

const ALL = { crm: 1, finance: 1, warehouse: 1, workshop: 1 };

const shown = viewPerTest();
beforeEach(() => localStorage.clear());

async function open(user: Record<string, unknown>, modules: Record<string, number>) {
  localStorage.setItem(SIGNED_IN_KEYS.userinfo, JSON.stringify({ id: 7, fid: 0, nickname: "", ...user }));
  localStorage.setItem(SIGNED_IN_KEYS.companyModules, JSON.stringify(modules));
  await shown.render(<ManageIndexPage />, "/manage");
  return shown.container;
}

/** The areas offered, as a user reads them: each link's name and where it goes. */
const links = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLAnchorElement>("nav a")].map((a) => [
    a.querySelector("strong")?.textContent,
    a.getAttribute("href"),
  ]);

describe("the /manage index", () => {
  it("lists every management area, each linking to its page, for a company with every module", async () => {
    const page = await open({ permanent: 1 }, ALL);
    expect(page.querySelector("h3")?.textContent).toBe("Management");
    expect(links(page)).toEqual([
      ["Customers", "/manage/customerManagement"],
      ["Finance", "/manage/financial"],
      ["Warehouse", "/manage/wareHouse"],
      ["Workshop", "/manage/workshop"],
      ["Staff", "/manage/staff"],
      ["Scan", "/manage/scan"],
      ["Statistics", "/manage/order-statistics"],
      ["Field measurement", "/measure-management"],
    ]);
  });

  it("leaves out what the company has not bought, and sends customers to the CRM's advert", async () => {
    const page = await open({ permanent: 1 }, { finance: 1 });
    expect(links(page)).toEqual([
      ["Customers", "/manage/customerManageAdvertise"],
      ["Finance", "/manage/financial"],
      ["Statistics", "/manage/order-statistics"],
    ]);
  });

  it("an expired account is offered nothing it would be stopped at, and is told so", async () => {
    const page = await open({ expiration_time: "2020-01-01 00:00:00" }, ALL);
    expect(links(page)).toEqual([]);
    expect(page.textContent).toContain("There is no management area you can open with this account.");
  });
});
