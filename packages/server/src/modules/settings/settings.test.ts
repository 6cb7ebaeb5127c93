import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { describe, expect, it } from "vitest";
import { callRoute, malformed, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";

const t = testAppForFile();

describe("user settings", () => {
  it("stores language, length unit and digits per user", async () => {
    const a = await registerAccount(t.app, t.clock);
    const b = await registerAccount(t.app, t.clock);
    const put = await callRoute(t.app, routes.settings.update, {
      token: a.userinfo.api_token,
      body: { lenUnit: "in", digits: 2 },
    });
    expect(put.body.data).toEqual({ language: "zh-CN", lenUnit: "in", digits: 2 });
    await callRoute(t.app, routes.settings.update, {
      token: a.userinfo.api_token,
      body: { language: "ru-RU" },
    });
    const infoA = await callRoute(t.app, routes.users.info, { token: a.userinfo.api_token });
    expect((infoA.body.data as Session).userSettings).toEqual({
      language: "ru-RU",
      lenUnit: "in",
      digits: 2,
    });
    const infoB = await callRoute(t.app, routes.users.info, { token: b.userinfo.api_token });
    expect((infoB.body.data as Session).userSettings.lenUnit).toBe("mm");
  });

  it("refuses units other than mm, cm, in and bad digits", async () => {
    const a = await registerAccount(t.app, t.clock);
    for (const body of [{ lenUnit: "ft" }, { digits: -1 }, { digits: 1.5 }, { language: "fr-FR" }]) {
      const { status } = await callRoute(t.app, routes.settings.update, {
        token: a.userinfo.api_token,
        body: malformed(body),
      });
      expect(status, JSON.stringify(body)).toBe(400);
    }
  });
});
