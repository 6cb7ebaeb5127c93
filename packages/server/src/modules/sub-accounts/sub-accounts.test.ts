import { routes } from "@fenestra/api";
import { PERMISSION_KEYS, type Session } from "@fenestra/core";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../../db/seed.ts";
import {
  callRoute,
  malformed,
  nextPhone,
  registerAccount,
  registerPaidAccount,
  STRONG_PASSWORD,
  signInDemo,
} from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

let main: Session;
const t = testAppForFile();
beforeAll(async () => {
  main = await signInDemo(t.app);
});

async function createSub(token: string, body: Record<string, unknown>) {
  return callRoute(t.app, routes.subAccounts.create, {
    token,
    body: malformed({ nickname: "Worker", password: STRONG_PASSWORD, ...body }),
    lang: "en-US",
  });
}

async function signIn(phone: string) {
  const { body } = await callRoute(t.app, routes.auth.login, {
    body: { phone, password: STRONG_PASSWORD },
  });
  return body.data as Session;
}

describe("sub-accounts", () => {
  it("creates a sub-account whose session carries fid, the main phone and its permission map", async () => {
    const phone = nextPhone();
    const created = await createSub(main.userinfo.api_token, {
      phone,
      permanents: { edit_order: "1", get_cost: "0" },
    });
    expect(created.body.code).toBe(0);
    expect(created.body.data.permanents).toEqual({ edit_order: "1" });
    const session = await signIn(phone);
    expect(session.userinfo).toMatchObject({
      fid: main.userinfo.id,
      f_phone_number: DEMO.phone,
      permanents: { edit_order: "1" },
      company_name: main.userinfo.company_name,
    });
  });

  it("refuses a main account's phone and a phone that is already a sub-account elsewhere", async () => {
    const asMain = await createSub(main.userinfo.api_token, { phone: DEMO.phone });
    expect(asMain.body).toMatchObject({ code: 2, key: "conflict.phone_is_main_account" });

    const otherMain = await registerPaidAccount(t.app, t.clock);
    const phone = nextPhone();
    expect((await createSub(otherMain.userinfo.api_token, { phone })).body.code).toBe(0);
    const elsewhere = await createSub(main.userinfo.api_token, { phone });
    expect(elsewhere.body).toMatchObject({
      code: 2,
      key: "conflict.phone_is_sub_account",
      message: "This phone is already a sub-account",
    });
  });

  it("refuses a trial account, in its language, and creates no account; bought, the same request works", async () => {
    const trial = await registerAccount(t.app, t.clock);
    const phone = nextPhone();
    const refused = await callRoute(t.app, routes.subAccounts.create, {
      token: trial.userinfo.api_token,
      body: { phone, nickname: "Worker", password: STRONG_PASSWORD, permanents: {} },
      lang: "ru-RU",
    });
    expect(refused.body).toMatchObject({
      code: 2,
      key: "trial.no_account_creation",
      message: "Пробный аккаунт не может создавать аккаунты",
    });
    const list = await callRoute(t.app, routes.subAccounts.list, {
      token: trial.userinfo.api_token,
      query: {},
    });
    expect(list.body.data?.total).toBe(0);
    expect(
      (await callRoute(t.app, routes.auth.login, { body: { phone, password: STRONG_PASSWORD } })).body.code,
    ).not.toBe(0);

    const paid = await registerPaidAccount(t.app, t.clock);
    expect((await createSub(paid.userinfo.api_token, { phone })).body.code).toBe(0);
  });

  it("refuses weak passwords and unknown permission keys", async () => {
    const weak = await createSub(main.userinfo.api_token, { phone: nextPhone(), password: "12345678" });
    expect(weak.status).toBe(400);
    const unknown = await createSub(main.userinfo.api_token, {
      phone: nextPhone(),
      permanents: { root: "1" },
    });
    expect(unknown.status).toBe(400);
  });

  it("guards a route by permission: refused without the key, allowed once it is granted", async () => {
    const phone = nextPhone();
    const created = await createSub(main.userinfo.api_token, { phone, permanents: { edit_order: "1" } });
    const id = created.body.data.id;
    const token = (await signIn(phone)).userinfo.api_token;

    const refused = await callRoute(t.app, routes.home.stats, { token, lang: "en-US" });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      code: 2,
      key: "access.no_permission",
      message: "No permission to enter",
    });

    const granted = await callRoute(t.app, routes.subAccounts.update, {
      params: { id: id },
      token: main.userinfo.api_token,
      body: { permanents: { edit_order: "1", finance_all: "1" } },
    });
    expect(granted.body.code).toBe(0);
    expect((await callRoute(t.app, routes.home.stats, { token })).body.code).toBe(0);
    // The main account has no map and passes every check.
    expect((await callRoute(t.app, routes.home.stats, { token: main.userinfo.api_token })).body.code).toBe(0);
  });

  it("lets only main accounts manage sub-accounts, and only their own", async () => {
    const phone = nextPhone();
    const created = await createSub(main.userinfo.api_token, { phone, son_account_type: 4 });
    const sub = created.body.data;
    expect(sub.son_account_type).toBe(4);
    const subToken = (await signIn(phone)).userinfo.api_token;
    const bySub = await createSub(subToken, { phone: nextPhone() });
    expect(bySub.body).toMatchObject({ code: 2, key: "access.main_account_only" });

    const stranger = await registerAccount(t.app, t.clock);
    const edit = await callRoute(t.app, routes.subAccounts.update, {
      params: { id: sub.id },
      token: stranger.userinfo.api_token,
      body: { nickname: "Hijack" },
    });
    expect(edit.body).toMatchObject({ code: 2, key: "missing.account" });
    const del = await callRoute(t.app, routes.subAccounts.remove, {
      params: { id: sub.id },
      token: stranger.userinfo.api_token,
    });
    expect(del.body.key).toBe("missing.account");
    const list = await callRoute(t.app, routes.subAccounts.list, { token: stranger.userinfo.api_token });
    expect(list.body.data).toEqual({ items: [], total: 0 });
  });

  it("pages the list and deletes a sub-account, signing it out", async () => {
    const before = await callRoute(t.app, routes.subAccounts.list, {
      query: { page: 1, pageSize: 2 },
      token: main.userinfo.api_token,
    });
    const page = before.body.data;
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(3);

    const phone = nextPhone();
    const sub = (await createSub(main.userinfo.api_token, { phone })).body.data;
    const subToken = (await signIn(phone)).userinfo.api_token;
    const del = await callRoute(t.app, routes.subAccounts.remove, {
      params: { id: sub.id },
      token: main.userinfo.api_token,
    });
    expect(del.body.code).toBe(0);
    expect((await callRoute(t.app, routes.users.info, { token: subToken })).body.code).toBe(-998);
    const after = await callRoute(t.app, routes.subAccounts.list, {
      query: { page: 1, pageSize: 100 },
      token: main.userinfo.api_token,
    });
    expect(after.body.data.total).toBe(page.total);
  });

  it("sets every SPEC §6 permission key and the workshop-staff type, and takes a key back", async () => {
    const phone = nextPhone();
    const all = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, "1"]));
    const created = await createSub(main.userinfo.api_token, { phone, permanents: all, son_account_type: 4 });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const sub = created.body.data;
    expect(Object.keys(sub.permanents).sort()).toEqual([...PERMISSION_KEYS].sort());

    const session = await signIn(phone);
    expect(session.userinfo.son_account_type).toBe(4);
    expect(session.userinfo.permanents).toEqual(all);
    const token = session.userinfo.api_token;
    expect((await callRoute(t.app, routes.home.stats, { token })).body.code).toBe(0);

    const withoutFinance = await callRoute(t.app, routes.subAccounts.update, {
      params: { id: sub.id },
      token: main.userinfo.api_token,
      body: { permanents: { ...all, finance_all: "0" }, son_account_type: 0 },
    });
    expect(withoutFinance.body.code).toBe(0);
    const info = (await callRoute(t.app, routes.users.info, { token })).body.data as Session;
    expect(info.userinfo.permanents).not.toHaveProperty("finance_all");
    expect(info.userinfo.son_account_type).toBe(0);
    expect((await callRoute(t.app, routes.home.stats, { token })).body.key).toBe("access.no_permission");
  });

  it("lists every permission key", async () => {
    const { body } = await callRoute(t.app, routes.users.permissions, { token: main.userinfo.api_token });
    expect(body.data.keys).toContain("workshop_revert");
  });
});
