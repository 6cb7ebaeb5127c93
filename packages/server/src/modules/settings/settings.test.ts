import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { describe, expect, it } from "vitest";
import { callRoute, malformed, registerAccount, registerPaidAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { subAccount } from "../contracts/contracts.fixtures.ts";

const t = testAppForFile();

describe("user settings", () => {
  it("stores language, length unit and digits per user", async () => {
    const a = await registerAccount(t.app, t.clock);
    const b = await registerAccount(t.app, t.clock);
    const put = await callRoute(t.app, routes.settings.update, {
      token: a.userinfo.api_token,
      body: { lenUnit: "in", digits: 2 },
    });
    expect(put.body.data).toEqual({ language: "zh-CN", lenUnit: "in", digits: 2, guideDismissed: false });
    await callRoute(t.app, routes.settings.update, {
      token: a.userinfo.api_token,
      body: { language: "ru-RU" },
    });
    const infoA = await callRoute(t.app, routes.users.info, { token: a.userinfo.api_token });
    expect((infoA.body.data as Session).userSettings).toEqual({
      language: "ru-RU",
      lenUnit: "in",
      digits: 2,
      guideDismissed: false,
    });
    const infoB = await callRoute(t.app, routes.users.info, { token: b.userinfo.api_token });
    expect((infoB.body.data as Session).userSettings.lenUnit).toBe("mm");
  });

  it("refuses units other than mm, cm, in and bad digits", async () => {
    const a = await registerAccount(t.app, t.clock);
    for (const body of [
      { lenUnit: "ft" },
      { digits: -1 },
      { digits: 1.5 },
      { language: "fr-FR" },
      { guideDismissed: "yes" },
    ]) {
      const { status } = await callRoute(t.app, routes.settings.update, {
        token: a.userinfo.api_token,
        body: malformed(body),
      });
      expect(status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("production settings: the step the company's saws set an angle in", () => {
  it("starts at 0.5°, is saved by the main account only, refuses a step no saw has and changes nothing", async () => {
    const owner = (await registerPaidAccount(t.app, t.clock)).userinfo.api_token;
    const read = async (token = owner) =>
      (await callRoute(t.app, routes.settings.production, { token })).body.data;
    expect(await read()).toEqual({ sawAngleStep: 0.5, version: 0 });
    const saved = await callRoute(t.app, routes.settings.saveProduction, {
      token: owner,
      body: { sawAngleStep: 0.1, version: 0 },
    });
    expect(saved.body.data).toEqual({ sawAngleStep: 0.1, version: 1 });

    const bad = await callRoute(t.app, routes.settings.saveProduction, {
      token: owner,
      lang: "en-US",
      body: malformed({ sawAngleStep: 0.25, version: 1 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: "sawAngleStep", message: "The saw angle step must be 1°, 0.5°, 0.1° or 0.01°" },
    ]);
    // a save against a version read before another save is refused
    const stale = await callRoute(t.app, routes.settings.saveProduction, {
      token: owner,
      body: { sawAngleStep: 1, version: 0 },
    });
    expect(stale.status).toBe(409);

    const sub = await subAccount(t.app, owner, ["get_all_orders"]);
    expect(await read(sub)).toEqual({ sawAngleStep: 0.1, version: 1 });
    const refused = await callRoute(t.app, routes.settings.saveProduction, {
      token: sub,
      body: { sawAngleStep: 1, overwrite: true },
    });
    expect(refused.body).toMatchObject({ key: "access.not_primary_company_info" });
    expect(await read()).toEqual({ sawAngleStep: 0.1, version: 1 });
  });
});
