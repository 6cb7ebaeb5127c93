import { routes } from "@fenestra/api";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyModules, users } from "../../db/schema/index.ts";
import { callRoute, malformed, registerAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { getWorkbook } from "../../test/helpers/workbooks.ts";
import { createContract, fire, getContract, subAccount } from "../contracts/contracts.fixtures.ts";
import { recordCollection } from "../finance/finance.fixtures.ts";

let seq = 0;
const t = testAppForFile({ signInDemo: true });

/** A phone no other customer of this file has. */
function phone() {
  seq += 1;
  return `1370000${String(seq).padStart(4, "0")}`;
}

async function addCustomer(body: { name: string; phone?: string; note?: string }, as = t.token) {
  const res = await callRoute(t.app, routes.crm.create, { token: as, body: { phone: phone(), ...body } });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data;
}

const search = async (q: string, as = t.token) =>
  (await callRoute(t.app, routes.crm.list, { token: as, query: { q, pageSize: 100 } })).body.data;

describe("customers", () => {
  it("refuses a second customer with the same phone, however it is written", async () => {
    const first = await addCustomer({ name: "Wang Fang", phone: "139 1111 2222" });
    expect(first).toMatchObject({ name: "Wang Fang", type: "potential", track: "not_tracked" });
    const dup = await callRoute(t.app, routes.crm.create, {
      token: t.token,
      body: { name: "Another", phone: "139-1111-2222" },
      lang: "en-US",
    });
    // At the phone field, in the caller's language, so the form shows it under the phone.
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual([{ field: "phone", message: "This customer already exists" }]);
    const moved = await addCustomer({ name: "Other" });
    const clash = await callRoute(t.app, routes.crm.update, {
      token: t.token,
      params: { id: moved.id },
      body: { phone: "13911112222", overwrite: true },
      lang: "zh-CN",
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual([{ field: "phone", message: "客户已存在" }]);
    const kept = await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id: moved.id } });
    expect(kept.body.data?.phone).toBe(moved.phone);
  });

  it("refuses a note over 200 characters at the field, and keeps the customer as it was", async () => {
    const c = await addCustomer({ name: "Note Person", note: "short" });
    const long = await callRoute(t.app, routes.crm.update, {
      token: t.token,
      params: { id: c.id },
      body: { note: "x".repeat(201), overwrite: true },
      lang: "en-US",
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: "note", message: "The note is at most 200 characters" }]);
    const again = await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id: c.id } });
    expect(again.body.data?.note).toBe("short");
    const exact = await callRoute(t.app, routes.crm.update, {
      token: t.token,
      params: { id: c.id },
      body: { note: "y".repeat(200), overwrite: true },
    });
    expect(exact.body.data?.note).toBe("y".repeat(200));
  });

  it("finds a customer by the start of its name, its phone, or its name's pinyin initials", async () => {
    const zhang = await addCustomer({ name: "张三丰", phone: "15812345678" });
    await addCustomer({ name: "李四" });
    expect((await search("张三")).items.map((c) => c.id)).toContain(zhang.id);
    expect((await search("zsf")).items.map((c) => c.id)).toEqual([zhang.id]);
    expect((await search("ZS")).items.map((c) => c.id)).toEqual([zhang.id]);
    expect((await search("158 1234")).items.map((c) => c.id)).toEqual([zhang.id]);
    expect((await search("ls")).items.map((c) => c.name)).toEqual(["李四"]);
    expect((await search("100%")).total).toBe(0);
  });

  it("pages on the server and filters by type", async () => {
    for (let i = 0; i < 3; i += 1) await addCustomer({ name: `Paged ${i}` });
    const page = await callRoute(t.app, routes.crm.list, {
      token: t.token,
      query: { q: "paged", pageSize: 2 },
    });
    expect(page.body.data?.items).toHaveLength(2);
    expect(page.body.data?.total).toBe(3);
    const second = await callRoute(t.app, routes.crm.list, {
      token: t.token,
      query: { q: "paged", pageSize: 2, page: 2 },
    });
    expect(second.body.data?.items.map((c) => c.name)).toEqual(["Paged 0"]);
    const lost = await callRoute(t.app, routes.crm.list, {
      token: t.token,
      query: { q: "paged", type: "lost" },
    });
    expect(lost.body.data?.total).toBe(0);
  });
});

describe("who sees and changes customers", () => {
  it("shows a salesperson only its own customers unless it has customer (all)", async () => {
    const seller = await subAccount(t.app, t.token, ["edit_customer"]);
    const boss = await addCustomer({ name: "Boss Customer Zz" });
    const mine = await addCustomer({ name: "Seller Customer Zz" }, seller);
    expect((await search("seller customer zz", seller)).items.map((c) => c.id)).toEqual([mine.id]);
    expect((await search("boss customer zz", seller)).total).toBe(0);
    const peek = await callRoute(t.app, routes.crm.detail, { token: seller, params: { id: boss.id } });
    expect(peek.body.key).toBe("missing.customer");
    const follow = await callRoute(t.app, routes.crm.addFollowUp, {
      token: seller,
      params: { id: boss.id },
      body: { interest: "interested", track: "tracking", content: "hi" },
    });
    expect(follow.body.key).toBe("missing.customer");
    const all = await subAccount(t.app, t.token, ["customer_all"]);
    expect((await search("boss customer zz", all)).items.map((c) => c.id)).toEqual([boss.id]);
    // The main account sees the salesperson's customer too.
    expect((await search("seller customer zz")).items.map((c) => c.id)).toEqual([mine.id]);
  });

  it("needs edit customer to add, edit or follow up; a salesperson cannot hand a customer to another", async () => {
    const reader = await subAccount(t.app, t.token, ["customer_all"]);
    const made = await callRoute(t.app, routes.crm.create, {
      token: reader,
      body: { name: "X", phone: phone() },
    });
    expect(made.body.key).toBe("access.no_permission");
    const seller = await subAccount(t.app, t.token, ["edit_customer"]);
    const [owner] = await t.database.db.select().from(users).where(eq(users.phone, "13800138000"));
    const handed = await callRoute(t.app, routes.crm.create, {
      token: seller,
      body: { name: "Y", phone: phone(), ownerId: owner?.id as number },
    });
    expect(handed.body.key).toBe("access.no_permission");
  });

  it("keeps another company's customer not found, and a company without the CRM module gets 10086", async () => {
    const c = await addCustomer({ name: "Private" });
    const other = await registerAccount(t.app, t.clock);
    const otherToken = other.userinfo.api_token;
    const [user] = await t.database.db.select().from(users).where(eq(users.id, other.userinfo.id));
    const companyId = user?.companyId as number;
    await t.database.db
      .insert(companyModules)
      .values({ companyId, module: "crm", value: 1 })
      .onConflictDoUpdate({ target: [companyModules.companyId, companyModules.module], set: { value: 1 } });
    const peek = await callRoute(t.app, routes.crm.detail, { token: otherToken, params: { id: c.id } });
    expect(peek.body.key).toBe("missing.customer");
    const edit = await callRoute(t.app, routes.crm.update, {
      token: otherToken,
      params: { id: c.id },
      body: { name: "Stolen", overwrite: true },
    });
    expect(edit.body.key).toBe("missing.customer");
    expect((await search("private", otherToken)).total).toBe(0);
    const linked = await callRoute(t.app, routes.contracts.create, {
      token: otherToken,
      body: { customerId: c.id },
    });
    expect(linked.body.key).toBe("missing.customer");
    await t.database.db
      .update(companyModules)
      .set({ value: 0 })
      .where(and(eq(companyModules.companyId, companyId), eq(companyModules.module, "crm")));
    const gated = await callRoute(t.app, routes.crm.list, { token: otherToken });
    expect(gated.body.code).toBe(10086);
  });
});

describe("follow-ups", () => {
  it("names a tracker among the company's accounts (default: the caller); another company's is refused at the field", async () => {
    const c = await addCustomer({ name: "Tracked By Sub" });
    const sub = await subAccount(t.app, t.token, ["edit_customer"]);
    const trackers = (await callRoute(t.app, routes.crm.trackers, { token: sub })).body.data ?? [];
    expect(trackers[0]?.nickname).toBe("Demo");
    const helper = trackers.at(-1);
    expect(helper?.nickname).toBe("Sub");
    const named = await callRoute(t.app, routes.crm.addFollowUp, {
      token: t.token,
      params: { id: c.id },
      body: {
        interest: "interested",
        track: "tracking",
        content: "Visited by the sub",
        trackerId: helper?.id,
      },
    });
    expect(named.body.data).toMatchObject({ trackerId: helper?.id, trackerName: "Sub" });
    const mine = await callRoute(t.app, routes.crm.addFollowUp, {
      token: t.token,
      params: { id: c.id },
      body: { interest: "interested", track: "tracking", content: "By myself" },
    });
    expect(mine.body.data?.trackerName).toBe("Demo");
    const other = await registerAccount(t.app, t.clock);
    const refused = await callRoute(t.app, routes.crm.addFollowUp, {
      token: t.token,
      params: { id: c.id },
      body: { interest: "interested", track: "tracking", content: "Nope", trackerId: other.userinfo.id },
      lang: "en-US",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: "trackerId", message: "The tracker must be an account of your company" },
    ]);
    // The other company's account is not among the trackers; nothing was written.
    expect(trackers.map((u) => u.id)).not.toContain(other.userinfo.id);
    const detail = (await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id: c.id } })).body
      .data;
    const logged = detail?.timeline.flatMap((e) => (e.kind === "follow_up" ? [e.followUp] : [])) ?? [];
    expect(logged.map((f) => [f.content, f.trackerName]).sort()).toEqual([
      ["By myself", "Demo"],
      ["Visited by the sub", "Sub"],
    ]);
  });

  it("records a follow-up, moves the track status and lists the customer as due today", async () => {
    const c = await addCustomer({ name: "Due Today" });
    const today = t.clock().toISOString().slice(0, 10);
    const res = await callRoute(t.app, routes.crm.addFollowUp, {
      token: t.token,
      params: { id: c.id },
      body: { interest: "interested", track: "tracking", content: "Wants a sliding door", nextDate: today },
      idempotencyKey: "follow-up-due-today-1",
    });
    expect(res.body.data).toMatchObject({ track: "tracking", nextDate: today, trackerName: "Demo" });
    // The same request again (its key) is written once.
    await callRoute(t.app, routes.crm.addFollowUp, {
      token: t.token,
      params: { id: c.id },
      body: { interest: "interested", track: "tracking", content: "Wants a sliding door", nextDate: today },
      idempotencyKey: "follow-up-due-today-1",
    });
    const detail = (await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id: c.id } })).body
      .data;
    expect(detail?.track).toBe("tracking");
    expect(detail?.timeline.filter((e) => e.kind === "follow_up")).toHaveLength(1);
    const due =
      (await callRoute(t.app, routes.crm.due, { token: t.token, query: { today } })).body.data ?? [];
    expect(due.find((d) => d.customerId === c.id)).toMatchObject({ due: "today", name: "Due Today" });
    const back = await callRoute(t.app, routes.crm.addFollowUp, {
      token: t.token,
      params: { id: c.id },
      body: { interest: "interested", track: "not_tracked", content: "x" },
    });
    expect(back.body.key).toBe("crm.track_refused");
    await callRoute(t.app, routes.crm.addFollowUp, {
      token: t.token,
      params: { id: c.id },
      body: { interest: "not_interested", track: "ended", content: "Bought elsewhere", nextDate: today },
    });
    const after = (
      await callRoute(t.app, routes.crm.due, { token: t.token, query: { today, customer: c.id } })
    ).body.data;
    expect(after).toEqual([]);
  });

  it("refuses an empty content and a bad date at their fields", async () => {
    const c = await addCustomer({ name: "Bad Input" });
    const res = await callRoute(t.app, routes.crm.addFollowUp, {
      token: t.token,
      params: { id: c.id },
      body: malformed({ interest: "interested", track: "tracking", content: " ", nextDate: "2026-13-40" }),
    });
    expect(res.status).toBe(400);
    expect((res.body.errors ?? []).map((e) => e.field).sort()).toEqual(["content", "nextDate"]);
    const detail = (await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id: c.id } })).body
      .data;
    expect(detail?.track).toBe("not_tracked");
  });
});

describe("customers and contracts", () => {
  it("makes a contract for a customer, marks the customer a deal at agreement and opens a return visit at delivery", async () => {
    const c = await addCustomer({ name: "Contract Buyer", phone: "13655556666" });
    const contract = await createContract(t.app, t.token, { customerId: c.id, customer: "ignored" });
    expect(contract).toMatchObject({ customerId: c.id, customer: "Contract Buyer", phone: "13655556666" });
    expect((await fire(t.app, t.token, contract.id, "sign")).code).toBe(0);
    const dealt = (await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id: c.id } })).body
      .data;
    expect(dealt?.type).toBe("deal");
    for (const event of ["arrange", "finish", "deliver"])
      expect((await fire(t.app, t.token, contract.id, event)).code).toBe(0);
    const visits = (
      await callRoute(t.app, routes.crm.returnVisits, { token: t.token, query: { customer: c.id } })
    ).body.data;
    expect(visits?.items).toHaveLength(1);
    const visit = visits?.items[0];
    expect(visit).toMatchObject({
      status: "not_started",
      contractId: contract.id,
      customerName: "Contract Buyer",
    });
    // A revert and a second delivery keep one visit.
    await fire(t.app, t.token, contract.id, "revert");
    await fire(t.app, t.token, contract.id, "deliver");
    const again = (
      await callRoute(t.app, routes.crm.returnVisits, { token: t.token, query: { customer: c.id } })
    ).body.data;
    expect(again?.total).toBe(1);
    const id = visit?.id as number;
    const noSatisfaction = await callRoute(t.app, routes.crm.moveReturnVisit, {
      token: t.token,
      params: { id },
      body: { event: "finish" },
    });
    expect(noSatisfaction.body.key).toBe("crm.satisfaction_required");
    await callRoute(t.app, routes.crm.moveReturnVisit, {
      token: t.token,
      params: { id },
      body: { event: "start" },
    });
    const ended = await callRoute(t.app, routes.crm.moveReturnVisit, {
      token: t.token,
      params: { id },
      body: { event: "finish", satisfaction: "satisfied", feedback: "Quiet windows" },
    });
    expect(ended.body.data).toMatchObject({ status: "ended", satisfaction: "satisfied", events: ["reopen"] });
    const timeline = (await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id: c.id } }))
      .body.data?.timeline;
    const kinds = timeline?.map((e) => e.kind) ?? [];
    expect(kinds).toContain("contract");
    expect(kinds).toContain("return_visit");
    expect(timeline?.filter((e) => e.kind === "contract_state").length).toBeGreaterThanOrEqual(4);
    const ats = timeline?.map((e) => e.at) ?? [];
    expect([...ats].sort().reverse()).toEqual(ats);
  });

  it("shows payments on the customer's timeline", async () => {
    const c = await addCustomer({ name: "Payer" });
    const contract = await createContract(t.app, t.token, { customerId: c.id });
    const full = await getContract(t.app, t.token, contract.id);
    expect(full.customerId).toBe(c.id);
    await t.database.db.execute(
      // A contract amount to collect against (the contract has no orders in this test).
      (await import("drizzle-orm")).sql`update contracts set amount = 10000 where id = ${contract.id}`,
    );
    const paid = await recordCollection(
      t.app,
      t.token,
      contract.id,
      { amount: 2500, method: "wechat" },
      { idempotencyKey: "crm-timeline-payment" },
    );
    expect(paid.body.code, paid.body.key).toBe(0);
    const timeline = (await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id: c.id } }))
      .body.data?.timeline;
    expect(timeline?.find((e) => e.kind === "payment")).toMatchObject({
      amount: 2500,
      method: "wechat",
      reversal: false,
    });
    // A correction shows as the reversal it is, not as a second payment.
    const entry = timeline?.find((e) => e.kind === "payment");
    const entries = await callRoute(t.app, routes.finance.entries, {
      token: t.token,
      query: { page: 1, pageSize: 50 },
    });
    const receipt = entries.body.data?.items.find((i) => i.contractId === contract.id && i.amount === 2500);
    expect(entry && receipt).toBeTruthy();
    const reversed = await callRoute(t.app, routes.finance.reverseEntry, {
      token: t.token,
      params: { id: receipt?.id ?? 0 },
      idempotencyKey: "crm-timeline-reversal",
    });
    expect(reversed.body.code, reversed.body.key).toBe(0);
    const after = (await callRoute(t.app, routes.crm.detail, { token: t.token, params: { id: c.id } })).body
      .data?.timeline;
    expect(
      after?.filter((e) => e.kind === "payment").map((e) => e.kind === "payment" && [e.amount, e.reversal]),
    ).toEqual(
      expect.arrayContaining([
        [2500, false],
        [-2500, true],
      ]),
    );
  });

  it("keeps a contract without a customer record working", async () => {
    const contract = await createContract(t.app, t.token, { customer: "Walk-in", phone: "13500001111" });
    expect(contract.customerId).toBeNull();
    expect((await fire(t.app, t.token, contract.id, "sign")).code).toBe(0);
  });
});

describe("customers typed on contracts", () => {
  const match = (query: { name?: string; phone?: string }, as = t.token) =>
    callRoute(t.app, routes.crm.match, { token: as, query });

  it("finds the customer a contract's typed name or phone may be, among those the caller sees", async () => {
    const byPhone = await addCustomer({ name: "Match Phone Lin", phone: "137 2000 0001" });
    const named = await addCustomer({ name: "Match Name Lin" });
    const res = await match({ name: "  match name LIN ", phone: "137-2000-0001" });
    expect(res.body.code, res.body.key).toBe(0);
    expect(res.body.data?.byPhone?.id).toBe(byPhone.id);
    expect(res.body.data?.byName.map((c) => c.id)).toEqual([named.id]);
    expect((await match({ name: "Nobody Of This Name", phone: "13720009999" })).body.data).toEqual({
      byPhone: null,
      byName: [],
    });
    // A salesperson held to its own customers is offered only those.
    const seller = await subAccount(t.app, t.token, ["edit_customer"]);
    expect((await match({ name: "Match Name Lin", phone: "13720000001" }, seller)).body.data).toEqual({
      byPhone: null,
      byName: [],
    });
  });

  it("adds the typed customer through the CRM and links the contract, only when asked", async () => {
    const typed = { customer: "张小明", phone: "137 2000 0002", address: "人民路 8 号" };
    const plain = await createContract(t.app, t.token, typed);
    expect(plain.customerId).toBeNull();
    expect((await match({ phone: typed.phone })).body.data?.byPhone).toBeNull();
    const added = await createContract(t.app, t.token, { ...typed, addCustomer: true });
    expect(added).toMatchObject({ customer: "张小明", phone: "137 2000 0002" });
    expect(added.customerId).not.toBeNull();
    // Made by the CRM's own service: a prospect, owned by the caller, found by its pinyin initials.
    const found = await search("zxm");
    expect(found.items.map((c) => c.id)).toEqual([added.customerId]);
    expect(found.items[0]).toMatchObject({ type: "potential", address: "人民路 8 号", ownerName: "Demo" });
    // The contract page's edit adds the customer of a contract made without: linked, a deal once signed.
    const later = await createContract(t.app, t.token, { customer: "Later Ho", phone: "13720000003" });
    expect((await fire(t.app, t.token, later.id, "sign")).code).toBe(0);
    const edited = await callRoute(t.app, routes.contracts.update, {
      token: t.token,
      params: { id: later.id },
      body: { addCustomer: true, overwrite: true },
    });
    expect(edited.body.code, edited.body.key).toBe(0);
    const record = (await match({ phone: "13720000003" })).body.data?.byPhone;
    expect(record).toMatchObject({ name: "Later Ho", type: "deal" });
    expect((await getContract(t.app, t.token, later.id)).customerId).toBe(record?.id);
  });

  it("refuses to add a customer without a phone, or with one a customer has: at the field, nothing saved", async () => {
    const taken = await addCustomer({ name: "Phone Owner", phone: "13720000004" });
    const count = async () =>
      (await callRoute(t.app, routes.contracts.list, { token: t.token })).body.data?.total;
    const before = await count();
    for (const [lang, noPhone, exists] of [
      ["en-US", "Please enter the phone number", "This customer already exists"],
      ["zh-CN", "请输入手机号", "客户已存在"],
    ] as const) {
      const missing = await callRoute(t.app, routes.contracts.create, {
        token: t.token,
        body: { customer: "No Phone", addCustomer: true },
        lang,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ field: "phone", message: noPhone }]);
      const clash = await callRoute(t.app, routes.contracts.create, {
        token: t.token,
        body: { customer: "Someone Else", phone: "137-2000-0004", addCustomer: true },
        lang,
      });
      expect(clash.status).toBe(400);
      expect(clash.body.errors).toEqual([{ field: "phone", message: exists }]);
    }
    expect(await count()).toBe(before);
    expect((await search("someone else")).total).toBe(0);
    expect((await match({ phone: "13720000004" })).body.data?.byPhone?.id).toBe(taken.id);
  });

  it("adds a customer only for a caller who may: the CRM module, and edit customer for a sub-account", async () => {
    const reader = await subAccount(t.app, t.token, ["customer_all"]);
    const refused = await callRoute(t.app, routes.contracts.create, {
      token: reader,
      body: { customer: "Reader Typed", phone: "13720000005", addCustomer: true },
    });
    expect(refused.body).toMatchObject({ code: 2, key: "access.no_permission" });
    const other = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    const gated = await callRoute(t.app, routes.contracts.create, {
      token: other,
      body: { customer: "No Crm", phone: "13720000006", addCustomer: true },
    });
    expect(gated.body.code).toBe(10086);
    expect((await callRoute(t.app, routes.contracts.list, { token: other })).body.data?.total).toBe(0);
    expect((await search("reader typed")).total).toBe(0);
  });
});

describe("import and export", () => {
  it("exports the customers the query finds and imports them back, refusing existing phones", async () => {
    await addCustomer({ name: "Export Alpha", phone: "13777770001", note: "a" });
    const book = await getWorkbook(t.app, "/api/customers/xlsx?q=export", { token: t.token, lang: "zh-CN" });
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("客户名称");
    expect(sheet?.getRow(2).getCell(1).value).toBe("Export Alpha");
    expect(sheet?.getRow(2).getCell(3).value).toBe("潜在客户");
    // Add two rows: a new customer and a bad one; the exported row's phone exists already.
    sheet?.addRow(["Imported Beta", "13777770002", "成交客户", "Road 1", "fair", "n"]);
    sheet?.addRow(["", "13777770003"]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer()).toString("base64");
    const imported = await callRoute(t.app, routes.crm.importXlsx, {
      token: t.token,
      body: { file: bytes },
      lang: "en-US",
    });
    expect(imported.body.data).toEqual({
      added: 1,
      refused: [
        { row: 2, key: "conflict.customer_exists", message: "This customer already exists" },
        { row: 4, key: "validation.customer_name_required", message: "Please enter the customer name" },
      ],
    });
    const beta = (await search("imported beta")).items[0];
    expect(beta).toMatchObject({ type: "deal", address: "Road 1", source: "fair" });
    const junk = await callRoute(t.app, routes.crm.importXlsx, {
      token: t.token,
      body: { file: Buffer.from("not a workbook").toString("base64") },
    });
    expect(junk.status).toBe(400);
    expect(junk.body.errors?.[0]?.field).toBe("file");
  });
});

describe.skipIf(process.env.TEST_DB !== "postgres")("races", () => {
  it("adds one customer when ten requests add the same phone at once", async () => {
    const same = phone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callRoute(t.app, routes.crm.create, { token: t.token, body: { name: `Racer ${i}`, phone: same } }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 400);
    expect(refused.map((a) => a.body.errors?.[0]?.field)).toEqual(Array(9).fill("phone"));
    expect((await search(same)).total).toBe(1);
  });
});
