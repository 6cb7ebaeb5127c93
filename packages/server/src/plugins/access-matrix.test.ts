import { randomBytes } from "node:crypto";
import { allRoutes } from "@fenestra/api";
import { MODULES, PERMISSION_KEYS, type Session } from "@fenestra/core";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiTokens, companies, companyModules } from "../db/schema/index.ts";
import { createContract } from "../modules/contracts/contracts.fixtures.ts";
import { recordCollection } from "../modules/finance/finance.fixtures.ts";
import { addItem, createOrder } from "../modules/orders/orders.fixtures.ts";
import { arrangedContract } from "../modules/workshop/workshop.fixtures.ts";
import { DEFAULT_SESSION_LIFETIME } from "../shared/auth-limits.ts";
import { hashToken } from "../shared/tokens.ts";
import { call, nextPhone, registerAccount, STRONG_PASSWORD, signInDemo } from "../test/helpers/factories.ts";
import { testAppForFile } from "../test/helpers/test-app.ts";
import type { RouteAccess } from "./access.ts";

// The authorization matrix: every route of @fenestra/api × every kind of caller (sub-accounts
// with no key and with each single key among them), each expecting the outcome its descriptor's
// access implies; the running app must register exactly these routes with exactly that access (a
// route without a descriptor fails here and stops the server at start-up). Beyond the gate, no
// answer may show a caller a contract it may not open: the home company's "hidden" contract (in
// production, paid into) must appear in no answer to a sub-account without "get all orders".

type Caller = {
  name: string;
  /** A fresh bearer token per request (a sign-out case must not sign the next case out). */
  token: () => Promise<string | undefined>;
  /** A sub-account of the home company: the keys it holds. */
  subKeys?: readonly string[];
  /** May not open the hidden contract: no answer of any route may name it. */
  blindToHidden?: boolean;
};
type Outcome =
  | { kind: "signedOut" }
  | { kind: "refused"; key: string; code: number }
  /** Past the gate: whatever the handler answers, but never a gate refusal or a 5xx. */
  | { kind: "passes"; foreign?: boolean };

const GATE_KEYS = new Set([
  "auth.login_expired",
  "access.verify_failed_relogin",
  "purchase.expired",
  "purchase.module_needed",
  "trial.no_rendering",
  "purchase.edition_needed",
  "access.no_permission",
  "access.main_account_only",
  "access.not_primary_company_info",
  "access.not_admin",
]);

/**
 * Routes whose key depends on the record, decided by core's rule after the contract is found
 * (not by the declaration): the seller side may confirm with "confirm contract" (confirmRefusal);
 * each workshop event needs its own key (the contract machine).
 */
const RECORD_KEYS = new Set([
  "POST /api/contracts/:id/confirm",
  "POST /api/contracts/:id/cancel-confirm",
  "POST /api/workshop/contracts/:id/actions",
]);

const ids: Record<string, number | string> = {};
const users: Record<string, number> = {};
const callers: Caller[] = [];
/** The home company's contract the sub-accounts without "get all orders" may not open. */
const hidden = { id: 0, contractNo: "" };

/**
 * A fresh token per request, minted 64 at a time in one insert (8,000 cases minted one by one
 * were most of this file's time): each is used once, as a single `mint` would be.
 */
function tokenPool(userId: () => number, createdAt: () => Date, revoked = false): () => Promise<string> {
  const pool: string[] = [];
  return async () => {
    if (pool.length === 0) {
      const at = createdAt();
      const tokens = Array.from({ length: 64 }, () => randomBytes(24).toString("base64url"));
      await t.database.db.insert(apiTokens).values(
        tokens.map((token) => ({
          userId: userId(),
          tokenHash: hashToken(token),
          createdAt: at,
          lastUsedAt: at,
          revokedAt: revoked ? t.clock() : null,
        })),
      );
      pool.push(...tokens);
    }
    return pool.pop() as string;
  };
}
const fresh = (name: string) =>
  tokenPool(
    () => users[name] as number,
    () => t.clock(),
  );

async function makeSub(owner: string, keys: string[], sonAccountType = 0): Promise<number> {
  const phone = nextPhone();
  const made = await call(t.app, "POST", "/api/sub-accounts", {
    token: owner,
    body: {
      phone,
      nickname: "Sub",
      password: STRONG_PASSWORD,
      permanents: Object.fromEntries(keys.map((key) => [key, "1"])),
      son_account_type: sonAccountType,
    },
  });
  expect(made.body.code, made.body.key).toBe(0);
  return (made.body.data as { id: number }).id;
}

const t = testAppForFile({ sessionLifetime: DEFAULT_SESSION_LIFETIME });
beforeAll(async () => {
  const demo = await signInDemo(t.app);
  const owner = demo.userinfo.api_token;
  users.main = demo.userinfo.id;

  // The home company's records: every :id in a path names one of them.
  const contract = await createContract(t.app, owner);
  const order = await createOrder(t.app, owner);
  const item = await addItem(t.app, owner, order.id);
  const catalogue = (await call(t.app, "GET", "/api/series", { token: owner })).body.data as {
    directories: { id: number }[];
    series: { id: number }[];
  };
  const quoted = await call(t.app, "POST", `/api/contracts/${contract.id}/quote-items`, {
    token: owner,
    body: { name: "Install", price: 1000 },
  });
  const share = await call(t.app, "POST", `/api/contracts/${contract.id}/shares`, {
    token: owner,
    body: { hours: 24 },
  });
  const customer = await call(t.app, "POST", "/api/customers", {
    token: owner,
    body: { name: "Matrix Customer", phone: "13600000001" },
  });
  Object.assign(ids, {
    customer: (customer.body.data as { id: number }).id,
    contract: contract.id,
    order: order.id,
    orderItem: (item as { id: number }).id,
    quoteItem: (quoted.body.data as { quoteItems: { id: number }[] }).quoteItems[0]?.id ?? 0,
    series: catalogue.series[0]?.id ?? 0,
    directory: catalogue.directories[0]?.id ?? 0,
    share: (share.body.data as { url: string }).url.match(/(\d+)/)?.[1] ?? 0,
  });
  // A receipt account with an entry on it (so no caller's DELETE removes it) for the finance paths.
  const account = await call(t.app, "POST", "/api/finance/accounts", {
    token: owner,
    body: { type: "wechat", name: "Shop" },
  });
  ids.receiptAccount = (account.body.data as { id: number }).id;
  const spent = await call(t.app, "POST", "/api/finance/expenditures", {
    token: owner,
    body: { amount: 100, category: "other", payee: "P", accountId: ids.receiptAccount },
  });
  ids.entry = (spent.body.data as { id: number }).id;

  // The hidden contract: sold by the main account, in production (units on the board), paid into.
  const made = await arrangedContract(t.app, owner);
  Object.assign(hidden, { id: made.id, contractNo: made.contractNo });
  expect(hidden.contractNo.length).toBeGreaterThan(3);
  const paid = await recordCollection(
    t.app,
    owner,
    hidden.id,
    { amount: 100, method: "wechat" },
    { idempotencyKey: "matrix-hidden-payment" },
  );
  expect(paid.body.code, paid.body.key).toBe(0);

  users.subNoKeys = await makeSub(owner, []);
  // The record the sub-account routes edit and delete (not one of the callers).
  ids.subAccount = await makeSub(owner, []);
  users.workshop = await makeSub(owner, [...PERMISSION_KEYS], 4);
  for (const key of PERMISSION_KEYS) users[`sub:${key}`] = await makeSub(owner, [key]);

  const other: Session = await registerAccount(t.app, t.clock, { company: "Other Windows" });
  users.otherCompany = other.userinfo.id;
  const dealer: Session = await registerAccount(t.app, t.clock, { role: "dealer", company: "Dealer" });
  users.dealer = dealer.userinfo.id;
  const linked = await call(t.app, "POST", "/api/factories", {
    token: dealer.userinfo.api_token,
    body: { invitationCode: demo.userinfo.invitation_code },
  });
  expect(linked.body.code, linked.body.key).toBe(0);
  // The foreign companies hold every module, so a module's routes reach their tenancy check.
  const foreignCompanies = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.name, ["Other Windows", "Dealer"]));
  for (const { id } of foreignCompanies)
    for (const module of Object.keys(MODULES))
      await t.database.db
        .insert(companyModules)
        .values({ companyId: id, module, value: 1 })
        .onConflictDoUpdate({ target: [companyModules.companyId, companyModules.module], set: { value: 1 } });

  const expired: Session = await registerAccount(t.app, t.clock, { company: "Lapsed Trial" });
  users.expiredTrial = expired.userinfo.id;
  await t.database.db
    .update(companies)
    .set({ trialExpiresOn: "2025-01-01" })
    .where(eq(companies.name, "Lapsed Trial"));
  const bare: Session = await registerAccount(t.app, t.clock, { company: "No Modules" });
  users.noModules = bare.userinfo.id;
  const bareCompany = await t.database.db.select().from(companies).where(eq(companies.name, "No Modules"));
  await t.database.db.delete(companyModules).where(eq(companyModules.companyId, bareCompany[0]?.id ?? 0));
  // Its one-day rendering trial used long ago: taken once (SPEC §6), it unlocks nothing now, and
  // the matrix's own call of POST /api/purchase/render-trial cannot give it the module midway.
  await t.database.db
    .update(companies)
    .set({ renderTrialOn: "2025-01-01" })
    .where(eq(companies.name, "No Modules"));

  callers.push(
    { name: "anonymous", token: async () => undefined },
    {
      name: "revoked",
      token: tokenPool(
        () => users.main as number,
        () => t.clock(),
        true,
      ),
    },
    {
      name: "expired session",
      token: tokenPool(
        () => users.main as number,
        () => new Date(t.clock().getTime() - 31 * 24 * 3_600_000),
      ),
    },
    { name: "main", token: fresh("main") },
    { name: "sub-account without keys", token: fresh("subNoKeys"), subKeys: [], blindToHidden: true },
    { name: "workshop staff", token: fresh("workshop"), subKeys: PERMISSION_KEYS },
    { name: "another company", token: fresh("otherCompany") },
    { name: "linked dealer", token: fresh("dealer") },
    { name: "expired trial", token: fresh("expiredTrial") },
    { name: "company without modules", token: fresh("noModules") },
  );
  for (const key of PERMISSION_KEYS)
    callers.push({
      name: `sub-account with ${key}`,
      token: fresh(`sub:${key}`),
      subKeys: [key],
      blindToHidden: key !== "get_all_orders",
    });
});

/** The path with each parameter naming one of the home company's records. */
function fill(url: string): string {
  // The first prefix that matches names the records of the path's parameters.
  const byPrefix: [string, Record<string, unknown>][] = [
    ["/api/contracts/:id/quote-items", { id: ids.contract, itemId: ids.quoteItem }],
    ["/api/contracts/", { id: ids.contract }],
    ["/api/orders/", { id: ids.order, itemId: ids.orderItem }],
    ["/api/series-directories/", { id: ids.directory }],
    ["/api/series/", { id: ids.series, code: "F001" }],
    ["/api/sub-accounts/", { id: ids.subAccount }],
    ["/api/shares/", { id: ids.share }],
    ["/api/customers/", { id: ids.customer }],
    ["/api/finance/accounts/", { id: ids.receiptAccount }],
    ["/api/finance/entries/", { id: ids.entry }],
    ["/api/finance/contracts/", { id: ids.contract }],
  ];
  const base = byPrefix.find(([prefix]) => url.startsWith(prefix))?.[1] ?? {};
  return url.replace(/:(\w+)/g, (_, name: string) => String((base as Record<string, unknown>)[name] ?? 1));
}

/** What the declaration says this caller gets. */
function expected(access: RouteAccess, caller: Caller, ownsPath: boolean): Outcome {
  if (access.auth === "public") return { kind: "passes" };
  if (["anonymous", "revoked", "expired session"].includes(caller.name)) return { kind: "signedOut" };
  // None of the callers is an operator (the operator console's own test signs one in).
  if (access.operator) return { kind: "refused", key: "access.not_admin", code: 2 };
  if (caller.name === "expired trial" && !access.openWhenExpired)
    return { kind: "refused", key: "purchase.expired", code: 10086 };
  // a new company, so a trial one: rendering is refused as a trial's (SPEC §6), any other module as
  // missing; what a trial may use only during a module's one-day trial (3D: `trialModule`) likewise
  if (caller.name === "company without modules" && (access.module || access.trialModule))
    return {
      kind: "refused",
      key:
        (access.module ?? access.trialModule) === "rendering"
          ? "trial.no_rendering"
          : "purchase.module_needed",
      code: 10086,
    };
  // Sub-accounts: each holding its keys (workshop staff here every key, the hiding one too).
  const keys = caller.subKeys;
  if (keys) {
    if (access.mainAccount) return { kind: "refused", key: access.mainAccount, code: 2 };
    if (access.permission && !keys.includes(access.permission))
      return { kind: "refused", key: "access.no_permission", code: 2 };
    if (access.hiddenBy && keys.includes(access.hiddenBy))
      return { kind: "refused", key: "access.no_permission", code: 2 };
  }
  const foreign = ["another company", "linked dealer", "expired trial", "company without modules"].includes(
    caller.name,
  );
  return { kind: "passes", foreign: foreign && ownsPath };
}

/** Whether an answer (JSON, text, CSV…) names `text`; zipped files (.xlsx, PDF streams) are not read. */
function shows(response: { rawPayload: Buffer; headers: Record<string, unknown> }, text: string): boolean {
  const type = String(response.headers["content-type"] ?? "");
  if (!/json|text|csv|xml/.test(type)) return false;
  return response.rawPayload.toString("utf8").includes(text);
}

const byRoute = (a: { method: string; url: string }, b: { method: string; url: string }) =>
  `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`);

describe("authorization matrix", () => {
  it("covers every /api route: each is registered from its descriptor, with the access it declares", () => {
    const registered = t.app
      .accessTable()
      .filter((route) => route.method !== "HEAD")
      .map(({ method, url, access }) => ({ method, url, access }))
      .sort(byRoute);
    const described = allRoutes
      .map((route) => ({ method: route.method as string, url: route.path as string, access: route.access }))
      .sort(byRoute);
    expect(registered).toEqual(described);
    expect(described.length).toBeGreaterThan(60);
  });

  it("matches the reviewed table in docs/access.md (a changed declaration shows up in review)", async () => {
    const rows = allRoutes
      .map(({ method, path: url, access }) => {
        const a = (access ?? {}) as Record<string, unknown>;
        const cell = (value: unknown) => (value === undefined ? "" : `\`${String(value)}\``);
        const needs = [cell(a.permission), a.hiddenBy ? `hidden by ${cell(a.hiddenBy)}` : ""];
        return `| ${method} | \`${url}\` | ${a.auth}${a.operator ? " (operator)" : ""} | ${needs.filter(Boolean).join(", ")} | ${cell(a.mainAccount)} | ${cell(a.module)}${a.partModule ? ` (+ ${cell(a.partModule)} for part)` : ""}${a.edition ? ` ${cell(a.edition)}` : ""} | ${a.openWhenExpired || a.loopbackOnly ? "yes" : ""} |`;
      })
      .sort();
    const doc = [
      "# Who may call each route",
      "",
      "Generated by `packages/server/src/plugins/access-matrix.test.ts` from every route's descriptor",
      "(`access` in `packages/api`, see [accounts.md](accounts.md#who-may-call-what)); the test fails when a",
      "declaration changes and this file was not updated (`npx vitest run --project server-pglite",
      "packages/server/src/plugins/access-matrix.test.ts -u`). Last column: open to an expired account",
      "(signed-in routes) or loopback only (public routes).",
      "",
      "| Method | Path | Caller | Sub-account needs key | Main account only | Module / edition | Expired / loopback |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
    ].join("\n");
    await expect(doc).toMatchFileSnapshot("../../../../docs/access.md");
  });

  it("issue 25.2, 25.3: answers every route × caller (sub-accounts with each single key) as its declaration says, and no answer shows a sub-account a contract it may not open", {
    timeout: 900_000,
  }, async () => {
    const failures: string[] = [];
    /** Where the main account finds the hidden contract (the check above is not vacuous). */
    const mainSees = new Set<string>();
    let cases = 0;
    for (const descriptor of allRoutes) {
      const route = { method: descriptor.method, url: descriptor.path };
      const access = descriptor.access;
      const url = fill(route.url);
      const ownsPath = /:\w+/.test(route.url) && !route.url.startsWith("/api/shares/");
      for (const caller of callers) {
        const want = expected(access, caller, ownsPath);
        const token = await caller.token();
        const response = await t.app.inject({
          method: route.method as "GET",
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === "GET" || route.method === "DELETE" ? {} : { payload: {} }),
        });
        cases += 1;
        const label = `${route.method} ${route.url} as ${caller.name}`;
        let body: { code?: number; key?: string } = {};
        try {
          body = response.json();
        } catch {
          // a file download or the GraphQL endpoint's own shape
        }
        if (response.statusCode >= 500) {
          failures.push(`${label}: HTTP ${response.statusCode}`);
          continue;
        }
        if (want.kind === "signedOut") {
          if (body.code !== -998) failures.push(`${label}: wanted -998, got ${body.code} ${body.key}`);
        } else if (want.kind === "refused") {
          if (body.code !== want.code || body.key !== want.key)
            failures.push(`${label}: wanted ${want.code} ${want.key}, got ${body.code} ${body.key}`);
        } else {
          const recordKey =
            body.key === "access.no_permission" && RECORD_KEYS.has(`${route.method} ${route.url}`);
          if (body.key && GATE_KEYS.has(body.key) && !(access.auth === "public") && !recordKey)
            failures.push(`${label}: wanted to pass the gate, got ${body.code} ${body.key}`);
          if (want.foreign && response.statusCode === 200 && body.code === 0)
            failures.push(`${label}: another company reached the home company's record (${url})`);
          if (caller.name === "main" && shows(response, hidden.contractNo))
            mainSees.add(`${route.method} ${route.url}`);
          // A public route answers by its own token (a share, a print link), not by the caller.
          if (caller.blindToHidden && access.auth !== "public" && shows(response, hidden.contractNo))
            failures.push(`${label}: shows contract ${hidden.contractNo}, which this caller may not open`);
        }
      }
    }
    console.info(`authorization matrix: ${allRoutes.length} routes, ${cases} cases`);
    expect(failures).toEqual([]);
    for (const list of [
      "GET /api/contracts",
      "GET /api/workshop/contracts",
      "GET /api/workshop/board",
      "GET /api/finance/entries",
    ])
      expect(mainSees, list).toContain(list);
  });
});
