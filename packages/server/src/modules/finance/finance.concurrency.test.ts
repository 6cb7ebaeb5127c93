// The ledger under parallel requests on PostgreSQL (PGlite serves one request at a time and
// cannot race): balances stay the sums of entries, an entry is reversed once, a deleted account
// never loses an entry, and the collection race of contracts still holds with accounts.
import { routes } from "@fenestra/api";
import { beforeAll, expect, it } from "vitest";
import { callRoute, registerAccount } from "../../test/helpers/factories.ts";
import { describeRaces, parallel } from "../../test/helpers/races.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { getContract } from "../contracts/contracts.fixtures.ts";
import {
  accountsOf,
  contractToPay,
  createAccount,
  recordCollection,
  setFinanceModule,
} from "./finance.fixtures.ts";

describeRaces("finance under parallel requests", () => {
  let token: string;
  const t = testAppForFile();
  beforeAll(async () => {
    const s = await registerAccount(t.app, t.clock);
    token = s.userinfo.api_token;
    await setFinanceModule(t, s, 1);
  });

  it("20 receipts and 20 expenditures at once on two accounts: every balance is the sum of its entries", async () => {
    const a = await createAccount(t.app, token, { name: "A" });
    const b = await createAccount(t.app, token, { name: "B", type: "alipay" });
    const c = await contractToPay(t.app, token);
    const results = await parallel<{ body: { code: number } }>(40, (i) =>
      i % 2 === 0
        ? recordCollection(t.app, token, c.id, {
            amount: 1_000,
            method: "wechat",
            accountId: i % 4 === 0 ? a.id : b.id,
          })
        : callRoute(t.app, routes.finance.recordExpenditure, {
            token,
            body: { amount: 300, category: "other", payee: "P", accountId: i % 4 === 1 ? a.id : b.id },
          }),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(40).fill(0));
    const accounts = await accountsOf(t.app, token);
    expect(accounts.find((x) => x.id === a.id)?.balance).toBe(10 * 1_000 - 10 * 300);
    expect(accounts.find((x) => x.id === b.id)?.balance).toBe(10 * 1_000 - 10 * 300);
    expect((await getContract(t.app, token, c.id)).collected).toBe(20_000);
    const stats = await callRoute(t.app, routes.finance.statistics, {
      token,
      query: { period: "year", from: "2026-01-01", to: "2026-12-31" },
    });
    expect(stats.body.data?.total).toMatchObject({ collected: 20_000, expenditure: 6_000 });
  });

  it("one entry reversed by 10 people at once: one reversal, nine hear it is reversed", async () => {
    const acc = await createAccount(t.app, token, { name: "R" });
    const made = await callRoute(t.app, routes.finance.recordExpenditure, {
      token,
      body: { amount: 5_000, category: "rent", payee: "Landlord", accountId: acc.id },
    });
    const id = made.body.data?.id as number;
    const results = await parallel(10, () =>
      callRoute(t.app, routes.finance.reverseEntry, { token, params: { id } }),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.body.code !== 0).map((r) => r.body.key)).toEqual(
      Array(9).fill("finance.entry_reversed"),
    );
    expect((await accountsOf(t.app, token)).find((x) => x.id === acc.id)?.balance).toBe(0);
  });

  it("an account deleted while receipts post to it: either it is deleted and no receipt landed, or it stays", async () => {
    const acc = await createAccount(t.app, token, { name: "Gone", type: "alipay" });
    const c = await contractToPay(t.app, token);
    const results = await Promise.all([
      callRoute(t.app, routes.finance.deleteAccount, { token, params: { id: acc.id } }),
      ...Array.from({ length: 5 }, () =>
        recordCollection(t.app, token, c.id, { amount: 100, method: "alipay", accountId: acc.id }),
      ),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const deleted = results[0]?.body.code === 0;
    const landed = results.slice(1).filter((r) => r.body.code === 0).length;
    const still = (await accountsOf(t.app, token)).find((x) => x.id === acc.id);
    if (deleted) {
      expect(still).toBeUndefined();
      expect(landed).toBe(0);
    } else {
      expect(results[0]?.body.key).toBe("delete_blocked.account_has_payments");
      expect(still?.balance).toBe(landed * 100);
    }
    expect((await getContract(t.app, token, c.id)).collected).toBe(landed * 100);
  });

  it("10 accounts created at once, each asking to be the default: exactly one is", async () => {
    const s = await registerAccount(t.app, t.clock);
    await setFinanceModule(t, s, 1);
    const tok = s.userinfo.api_token;
    const results = await parallel(10, (i) =>
      callRoute(t.app, routes.finance.createAccount, {
        token: tok,
        body: { type: "wechat", name: `W${i}`, isDefault: true },
      }),
    );
    expect(results.map((r) => r.body.code)).toEqual(Array(10).fill(0));
    expect((await accountsOf(t.app, tok)).filter((a) => a.isDefault)).toHaveLength(1);
  });
});
