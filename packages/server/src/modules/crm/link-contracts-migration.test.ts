// The migration that gives existing contracts customer records (0014_crm_link_contracts.sql),
// run again over contracts made without one: one customer per company and phone, the contracts
// linked, contracts without a phone left alone; the server's start fills the pinyin initials.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { routes } from "@fenestra/api";
import { asc, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { migrationsFolder } from "../../db/migrations-folder.ts";
import { contracts } from "../../db/schema/index.ts";
import { callRoute, signInDemo } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { createContract, fire } from "../contracts/contracts.fixtures.ts";
import { backfillInitials } from "./initials.ts";

const t = testAppForFile();

it("makes one customer per phone from existing contracts and links them", async () => {
  const token = (await signInDemo(t.app)).userinfo.api_token;
  const old = await createContract(t.app, token, {
    customer: "王五",
    phone: "139 0000 1234",
    address: "Old Road",
  });
  const signed = await createContract(t.app, token, {
    customer: "王五",
    phone: "13900001234",
    address: "New Road",
  });
  expect((await fire(t.app, token, signed.id, "sign")).code).toBe(0);
  const other = await createContract(t.app, token, { customer: "Zhao", phone: "13900005678" });
  const noPhone = await createContract(t.app, token, { customer: "Nobody" });

  const file = readFileSync(join(migrationsFolder(), "0014_crm_link_contracts.sql"), "utf8");
  for (const statement of file.split("--> statement-breakpoint"))
    await t.database.db.execute(sql.raw(statement));
  expect(await backfillInitials(t.database.db)).toBe(2);

  const list = await callRoute(t.app, routes.crm.list, { token });
  const byName = new Map(list.body.data?.items.map((c) => [c.name, c]));
  expect(list.body.data?.total).toBe(2);
  // The newest contract names and addresses the customer; one contract past intent makes a deal.
  expect(byName.get("王五")).toMatchObject({ phone: "13900001234", address: "New Road", type: "deal" });
  expect(byName.get("Zhao")).toMatchObject({ type: "potential" });
  const found = await callRoute(t.app, routes.crm.list, { token, query: { q: "ww" } });
  expect(found.body.data?.items.map((c) => c.name)).toEqual(["王五"]);
  const linked = await t.database.db
    .select({ customerId: contracts.customerId })
    .from(contracts)
    .where(inArray(contracts.id, [old.id, signed.id, other.id, noPhone.id]))
    .orderBy(asc(contracts.id));
  const ids = linked.map((r) => r.customerId);
  expect(ids[0]).toBe(byName.get("王五")?.id);
  expect(ids[1]).toBe(byName.get("王五")?.id);
  expect(ids[2]).toBe(byName.get("Zhao")?.id);
  expect(ids[3]).toBeNull();
});
