// The migration that puts every receipt on a receipt account (0022_receipts_on_accounts.sql),
// run again over receipts taken with none: a company with an account gets them on its default,
// one without any gets a default bank-card account named after it; the column is then required.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import { collections, receiptAccounts } from "../../db/schema/index.ts";
import { companyIdOf } from "../../test/helpers/companies.ts";
import { registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import {
  accountsOf,
  contractToPay,
  createAccount,
  recordCollection,
  setFinanceModule,
} from "./finance.fixtures.ts";

const t = testAppForFile();

it("moves receipts without an account onto the company's default, making one where there is none", async () => {
  const withAccount = await registerAccount(t.app, t.clock, { company: "Has Accounts" });
  const without = await registerAccount(t.app, t.clock, { company: "Never Made One" });
  const ids: number[] = [];
  for (const s of [withAccount, without]) {
    await setFinanceModule(t, s, 1);
    const tok = s.userinfo.api_token;
    await createAccount(t.app, tok, { type: "alipay", name: "Temporary" });
    const c = await contractToPay(t.app, tok);
    const paid = await recordCollection(t.app, tok, c.id, { amount: 20_000, method: "manual" });
    expect(paid.body.code).toBe(0);
    const [row] = await t.database.db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.contractId, c.id));
    ids.push(row?.id as number);
  }
  const keep = await createAccount(t.app, withAccount.userinfo.api_token, {
    type: "bank_card",
    name: "Main",
    isDefault: true,
  });
  // As before the migration: the receipts on no account; the second company without any account.
  await t.database.db.execute(sql`ALTER TABLE "collections" ALTER COLUMN "account_id" DROP NOT NULL`);
  await t.database.db
    .update(collections)
    .set({ accountId: null as never })
    .where(inArray(collections.id, ids));
  const ownerCompanyId = await companyIdOf(t.database.db, without.userinfo.id);
  await t.database.db.delete(receiptAccounts).where(eq(receiptAccounts.companyId, ownerCompanyId));

  const file = readFileSync(join(migrationsFolder(), "0022_receipts_on_accounts.sql"), "utf8");
  for (const statement of file.split("--> statement-breakpoint"))
    await t.database.db.execute(sql.raw(statement));

  const kept = await accountsOf(t.app, withAccount.userinfo.api_token);
  expect(kept.find((a) => a.id === keep.id)).toMatchObject({ isDefault: true, balance: 20_000, entries: 1 });
  const made = await accountsOf(t.app, without.userinfo.api_token);
  expect(made).toEqual([
    expect.objectContaining({ type: "bank_card", name: "Never Made One", isDefault: true, balance: 20_000 }),
  ]);
  // The column is required again: a receipt on no account cannot be written.
  await expect(
    t.database.db
      .update(collections)
      .set({ accountId: null as never })
      .where(inArray(collections.id, ids)),
  ).rejects.toThrow();
});
