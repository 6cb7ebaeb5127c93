import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { EDITIONS, type EditionName, MODULES, type ModuleName } from "@fenestra/core/account/entitlements";
import { describe, expect, it } from "vitest";
import { grantOperator } from "../../db/seed.ts";
import { callRoute, registerAccount, signInDemo } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { buyPaid } from "./purchase.fixtures.ts";
import { createSandbox } from "./sandbox-provider.ts";

// Nothing is sold that does not work (issue 25): every module the entitlement table offers gates
// at least one registered route, and a module that is not offered cannot be ordered, quoted,
// redeemed or tried.

const sandbox = createSandbox();
const token = (s: Session) => s.userinfo.api_token;

const t = testAppForFile({ payments: { providers: sandbox.providers, sandbox } });

const names = Object.keys(MODULES) as ModuleName[];
// Read as data: a module counts as offered unless the table says otherwise.
const offered = (m: ModuleName) => (MODULES[m] as { onSale?: boolean }).onSale !== false;

/** A factory on a paid design year, so modules are quoted on price rather than refused for the trial. */
async function paidFactory(): Promise<Session> {
  const s = await registerAccount(t.app, t.clock);
  await buyPaid(t.app, sandbox, s, { kind: "edition", edition: "design", term: "year", quantity: 1 });
  return s;
}

/** What the registered routes gate: modules (`module`, `partModule`) and editions (`edition:<name>`). */
function gatedByRoutes(): Set<string> {
  const gated = new Set<string>();
  for (const { access } of t.app.accessTable()) {
    if (access?.auth !== "signedIn") continue;
    if (access.module) gated.add(access.module);
    if (access.partModule) gated.add(access.partModule);
    if (access.edition) gated.add(`edition:${access.edition}`);
  }
  return gated;
}

describe("modules on sale", () => {
  it("issue 25: nothing sold that does not work — every module on sale gates at least one registered route", () => {
    const gated = gatedByRoutes();
    const onSaleGatingNothing = names.filter((m) => offered(m) && !gated.has(m));
    expect(onSaleGatingNothing).toEqual([]);
    // Real-scene rendering is sold now that its routes (the renders) exist, and gates them.
    expect(offered("rendering")).toBe(true);
    expect(gated.has("rendering")).toBe(true);
  });

  it("issue 25: nothing sold that does not work — each edition above design unlocks a route the one below does not", () => {
    const gated = gatedByRoutes();
    const unlocks = (e: EditionName) =>
      new Set([
        ...(EDITIONS[e].modules as readonly string[]).filter((m) => gated.has(m)),
        ...(gated.has(`edition:${e}`) ? [`edition:${e}`] : []),
      ]);
    const ladder = (Object.keys(EDITIONS) as EditionName[]).sort(
      (a, b) => EDITIONS[a].rank - EDITIONS[b].rank,
    );
    const sellingNothingMore = ladder.slice(1).filter((e, i) => {
      const below = unlocks(ladder[i] as EditionName);
      return [...unlocks(e)].every((what) => below.has(what));
    });
    expect(sellingNothingMore).toEqual([]);
  });

  it("the ultimate edition makes special shapes usable without buying the polygon module, and does not sell it again", async () => {
    const s = await paidFactory();
    const before = await callRoute(t.app, routes.users.info, { token: token(s) });
    expect(before.body.data.company_modules.polygon ?? 0).toBeLessThanOrEqual(0);
    await buyPaid(t.app, sandbox, s, { kind: "upgrade", edition: "ultimate" });
    const after = await callRoute(t.app, routes.users.info, { token: token(s) });
    expect(after.body.data.userinfo.version_type).toBe(EDITIONS.ultimate.versionType);
    // The session (what the web's guard and purchase page read) shows the included modules usable.
    expect(after.body.data.company_modules).toMatchObject({ script: 1, polygon: 1 });
    const quote = await callRoute(t.app, routes.purchase.quote, {
      token: token(s),
      body: { item: { kind: "module", module: "polygon" } },
    });
    expect(quote.body.key).toBe("other.already_purchased");
    // The purchase page lists it as owned rather than offering it.
    const overview = await callRoute(t.app, routes.purchase.account, { token: token(s) });
    expect(overview.body.data.modules).toMatchObject({ script: 1, polygon: 1 });
  });

  // Every module of the table is on sale today; the refusal is checked again once one is not.
  const hidden = names.filter((m) => !offered(m));
  it.skipIf(hidden.length === 0)(
    "issue 25: nothing sold that does not work — a module not on sale is refused when quoted, ordered or coded",
    async () => {
      const buyer = await paidFactory();
      for (const module of hidden) {
        const item = { kind: "module" as const, module };
        const quote = await callRoute(t.app, routes.purchase.quote, {
          token: token(buyer),
          lang: "en-US",
          body: { item },
        });
        expect(quote.body).toMatchObject({
          key: "purchase.not_on_sale",
          message: "This module is not on sale yet",
        });
        const order = await callRoute(t.app, routes.purchase.createOrder, {
          token: token(buyer),
          body: { item, channel: "alipay", agreementRead: true },
          idempotencyKey: `hidden-${module}`,
        });
        expect(order.body.key).toBe("purchase.not_on_sale");
        const operator = await signInDemo(t.app);
        await grantOperator(t.database.db, operator.userinfo.phone_number as string);
        const codes = await callRoute(t.app, routes.operator.createCodes, {
          token: token(operator),
          body: { item, count: 1 },
          idempotencyKey: `codes-${module}`,
        });
        expect(codes.body.key).toBe("purchase.not_on_sale");
      }
    },
  );

  it("the rendering module on sale is quoted to a paid account and its one-day trial is given to a trial account", async () => {
    const buyer = await paidFactory();
    const quote = await callRoute(t.app, routes.purchase.quote, {
      token: token(buyer),
      body: { item: { kind: "module", module: "rendering" } },
    });
    expect(quote.body.code, quote.body.key).toBe(0);
    const trial = await registerAccount(t.app, t.clock);
    const taken = await callRoute(t.app, routes.purchase.renderTrial, { token: token(trial) });
    expect(taken.body.code, taken.body.key).toBe(0);
    const session = (await callRoute(t.app, routes.users.info, { token: token(trial) })).body.data as Session;
    expect(session.company_modules.rendering).toBe(1);
  });

  it("a module on sale is still quoted and sold", async () => {
    const buyer = await paidFactory();
    const quote = await callRoute(t.app, routes.purchase.quote, {
      token: token(buyer),
      body: { item: { kind: "module", module: "warehouse" } },
    });
    expect(quote.body.code).toBe(0);
    expect(quote.body.data?.amountFen).toBeGreaterThan(0);
  });
});
