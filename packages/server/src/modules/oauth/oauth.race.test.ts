// One authorization code exchanged many times at once on PostgreSQL (docs/oauth.md): the code's
// "used" mark is set by one UPDATE … WHERE used_at IS NULL, so exactly one exchange answers a
// token and every other is invalid_grant. PGlite serves one request at a time: skipped there.
import { routes } from "@fenestra/api";
import { expect, it } from "vitest";
import { callRoute, registerPaidAccount } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { consent, exchange, pkcePair, registerApp, tokenRequest } from "./oauth.fixtures.ts";

describeRaces("an authorization code exchanged at once", () => {
  const t = testAppForFile();

  it("gives exactly one token however many exchanges race", async () => {
    const owner = (await registerPaidAccount(t.app, t.clock)).userinfo.api_token;
    const client = await registerApp(t.app, owner);
    const { verifier, challenge } = pkcePair();
    const code = await consent(t.app, owner, client, challenge, "finance_all");
    const answers = await parallel(12, () => exchange(t.app, client, code, verifier));
    const issued = answers.filter((a) => a.status === 200);
    expect(issued).toHaveLength(1);
    expect(answers.filter((a) => a.body.error === "invalid_grant")).toHaveLength(11);
  });

  it("rotates a refresh token once however many refreshes race", async () => {
    const owner = (await registerPaidAccount(t.app, t.clock)).userinfo.api_token;
    const client = await registerApp(t.app, owner);
    const { verifier, challenge } = pkcePair();
    const code = await consent(t.app, owner, client, challenge, "finance_all");
    const first = await exchange(t.app, client, code, verifier);
    const answers = await parallel(12, () =>
      tokenRequest(t.app, {
        grant_type: "refresh_token",
        refresh_token: first.body.refresh_token ?? "",
        client_id: client.clientId,
        client_secret: client.clientSecret,
      }),
    );
    const issued = answers.filter((a) => a.status === 200);
    expect(issued).toHaveLength(1);
    const stats = await callRoute(t.app, routes.home.stats, { token: issued[0]?.body.access_token ?? "" });
    expect(stats.body.code, stats.body.key).toBe(0);
  });
});
