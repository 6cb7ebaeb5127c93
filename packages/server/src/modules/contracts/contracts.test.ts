import { routes } from "@fenestra/api";
import type { Session } from "@fenestra/core";
import { describe, expect, it } from "vitest";
import { contracts } from "../../db/schema/index.ts";
import {
  type Body,
  call,
  callRoute,
  expectRefused,
  registerAccount,
  registerPaidAccount,
} from "../../test/helpers/factories.ts";
import { rowCount } from "../../test/helpers/rows.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { recordCollection, setFinanceModule } from "../finance/finance.fixtures.ts";
import { addItem, CASEMENT_PRICE, createOrder, itemBody } from "../orders/orders.fixtures.ts";
import { type ContractDetail, createContract, fire, getContract, subAccount } from "./contracts.fixtures.ts";

const t = testAppForFile({ signInDemo: true });

/** A contract holding one order of two 1.5 × 1.4 m casements priced by the demo series: 3,156.00 yuan. */
async function contractWithOrder(owner = t.token) {
  const contract = await createContract(t.app, owner);
  const order = await createOrder(t.app, owner, { contractId: contract.id });
  await addItem(t.app, owner, order.id);
  return getContract(t.app, owner, contract.id);
}

/** The fields a 400 answer names. */
function fieldsOf(body: Body): string[] {
  return ((body.errors ?? []) as { field: string }[]).map((e) => e.field);
}

describe("contracts", () => {
  it("numbers a contract when left empty and refuses a number already used", async () => {
    const a = await createContract(t.app, t.token);
    expect(a.contractNo).toMatch(/^HT\d{12}$/);
    await createContract(t.app, t.token, { contractNo: "C-7" });
    const dup = await callRoute(t.app, routes.contracts.create, {
      token: t.token,
      body: { contractNo: "C-7", customer: "Li Wei" },
    });
    expect(dup.body).toMatchObject({ code: 2, key: "conflict.contract_no_exists" });
  });

  it("refuses the empty new-contract form: 400 at the customer field in the caller's language, nothing made", async () => {
    const before = await rowCount(t.database.db, contracts);
    for (const [lang, message] of [
      ["en-US", "Enter the customer's name, or choose a customer"],
      ["zh-CN", "请填写客户名称，或选择客户"],
    ] as const) {
      for (const body of [{}, { customer: "   ", phone: "", address: "" }, { type: "webcc" as const }]) {
        const res = await callRoute(t.app, routes.contracts.create, { token: t.token, body, lang });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 400, message, errors: [{ field: "customer", message }] });
      }
    }
    expect(await rowCount(t.database.db, contracts)).toBe(before);
    // An edit may leave the name out, but never blanks it.
    const made = await createContract(t.app, t.token);
    const blanked = await callRoute(t.app, routes.contracts.update, {
      token: t.token,
      params: { id: made.id },
      body: { customer: "", overwrite: true },
      lang: "en-US",
    });
    expect(blanked.status).toBe(400);
    expect(fieldsOf(blanked.body)).toEqual(["customer"]);
    expect((await getContract(t.app, t.token, made.id)).customer).toBe("Li Wei");
  });

  it("keeps another company's contract not found, in every call", async () => {
    const c = await contractWithOrder();
    const strangerSession = await registerAccount(t.app, t.clock);
    // With the finance module, so the collection is refused for the contract, not the module.
    await setFinanceModule(t, strangerSession, 1);
    const stranger = strangerSession.userinfo.api_token;
    for (const [method, url, body] of [
      ["GET", `/api/contracts/${c.id}`, undefined],
      ["PUT", `/api/contracts/${c.id}`, { customer: "x", version: 0 }],
      ["POST", `/api/contracts/${c.id}/transitions`, { event: "sign" }],
      ["POST", `/api/contracts/${c.id}/collections`, { amount: 1, method: "alipay" }],
      ["POST", `/api/contracts/${c.id}/quote-items`, { name: "Screen", price: 100 }],
    ] as const) {
      const res = await call(t.app, method, url, { token: stranger, body });
      expect(res.body, url).toMatchObject({ code: 2, key: "missing.contract" });
    }
    const list = await callRoute(t.app, routes.contracts.list, { query: { pageSize: 100 }, token: stranger });
    expect((list.body.data as { total: number }).total).toBe(0);
    expect((await getContract(t.app, t.token, c.id)).amount).toBe(315_600);
  });

  it("filters, searches and pages the list on the server", async () => {
    const owner = (await registerAccount(t.app, t.clock)).userinfo.api_token;
    await createContract(t.app, owner, { customer: "Zhang San", phone: "13911112222", contractNo: "ZS-1" });
    await createContract(t.app, owner, { customer: "zhang san", contractNo: "ZS-2" });
    await createContract(t.app, owner, { customer: "Wang 100%", contractNo: "W-1" });
    const signed = await createContract(t.app, owner, { customer: "李雷", contractNo: "L-1" });
    expect((await fire(t.app, owner, signed.id, "sign")).code).toBe(0);
    const list = async (query: string) => {
      const res = await call(t.app, "GET", `/api/contracts?${query}`, { token: owner });
      expect(res.body.code, res.body.key).toBe(0);
      const data = res.body.data as { total: number; items: { contractNo: string }[] };
      return { total: data.total, nos: data.items.map((i) => i.contractNo) };
    };
    expect(await list("page=2&pageSize=3")).toEqual({ total: 4, nos: ["ZS-1"] });
    expect(await list("customer=ZHANG")).toEqual({ total: 2, nos: ["ZS-2", "ZS-1"] });
    // % is a character to find, not a wildcard.
    expect(await list(`customer=${encodeURIComponent("100%")}`)).toEqual({ total: 1, nos: ["W-1"] });
    expect(await list(`customer=${encodeURIComponent("0%0")}`)).toEqual({ total: 0, nos: [] });
    expect(await list("q=1111")).toEqual({ total: 1, nos: ["ZS-1"] });
    expect(await list("q=zs-")).toEqual({ total: 2, nos: ["ZS-2", "ZS-1"] });
    expect(await list(`q=${encodeURIComponent("李")}&status=agreement`)).toEqual({ total: 1, nos: ["L-1"] });
    expect(await list("status=agreement&customer=zhang")).toEqual({ total: 0, nos: [] });
    expect(await list("from=2999-01-01")).toEqual({ total: 0, nos: [] });
    expect(await list("page=9")).toEqual({ total: 4, nos: [] });
  });

  it("adds quote items to the base price of its orders, with the discount", async () => {
    const c = await contractWithOrder();
    expect(c.baseAmount).toBe(2 * CASEMENT_PRICE);
    const added = await callRoute(t.app, routes.quotes.add, {
      params: { id: c.id },
      token: t.token,
      body: { name: "Installation", price: 11_000, count: 1, discountPercent: 100, note: "" },
    });
    expect(added.body.data).toMatchObject({ amount: 326_600, baseAmount: 315_600 });
    const discounted = await callRoute(t.app, routes.contracts.update, {
      params: { id: c.id },
      token: t.token,
      body: { discountPercent: 90, overwrite: true },
    });
    expect(discounted.body.data).toMatchObject({ amount: 293_940, discountPercent: 90 });
    // every step from the orders to the total, each with what it changes
    expect((await getContract(t.app, t.token, c.id)).priceSteps).toEqual({
      extras: 11_000,
      subtotal: 326_600,
      discount: -32_660,
      markup: 0,
    });
    const bad = await callRoute(t.app, routes.contracts.update, {
      params: { id: c.id },
      token: t.token,
      lang: "en-US",
      body: { discountPercent: 0, overwrite: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: "discountPercent", message: "The discount must be above 0 and at most 100%" },
    ]);
    const negative = await callRoute(t.app, routes.quotes.add, {
      params: { id: c.id },
      token: t.token,
      body: { name: "x", price: -1 },
    });
    expect(negative.status).toBe(400);
    expect(fieldsOf(negative.body)).toEqual(["price"]);
    const cents = await callRoute(t.app, routes.quotes.add, {
      params: { id: c.id },
      token: t.token,
      body: { name: "x", price: 10.5 },
    });
    expect(fieldsOf(cents.body)).toEqual(["price"]);
    const after = await getContract(t.app, t.token, c.id);
    expect(after.amount).toBe(293_940);
    expect(after.quoteItems).toHaveLength(1);
  });

  it("raises the quote only with the permission and shows agency money only with its own", async () => {
    const owner = (await registerPaidAccount(t.app, t.clock)).userinfo.api_token;
    const c = await contractWithOrder(owner);
    const plain = await subAccount(t.app, owner, ["get_all_orders", "edit_order"]);
    const raised = await callRoute(t.app, routes.contracts.update, {
      params: { id: c.id },
      token: plain,
      body: { markupPercent: 120, overwrite: true },
    });
    expect(raised.body).toMatchObject({ code: 2, key: "access.no_permission" });
    expect((await getContract(t.app, plain, c.id)).agencyAmount).toBeNull();

    const raiser = await subAccount(t.app, owner, [
      "get_all_orders",
      "raise_quote_price",
      "show_agency_money",
    ]);
    const ok = await callRoute(t.app, routes.contracts.update, {
      params: { id: c.id },
      token: raiser,
      body: { markupPercent: 120, overwrite: true },
    });
    expect(ok.body.data).toMatchObject({ amount: 378_720, agencyAmount: 315_600 });
    expect((await getContract(t.app, raiser, c.id)).priceSteps.markup).toBe(63_120);
    // what the raise adds would reveal the agency price: not without its permission
    expect((await getContract(t.app, plain, c.id)).priceSteps).toMatchObject({
      subtotal: 315_600,
      markup: null,
    });
  });
});

describe("contract state machine on the server", () => {
  it("walks the whole life, writing every step to the edit history", async () => {
    const c = await contractWithOrder();
    expect(c.events).toEqual(["sign"]);
    for (const event of ["sign", "design_review", "confirm_deposit", "arrange", "finish"]) {
      const answer = await fire(t.app, t.token, c.id, event);
      expect(answer.code, event).toBe(0);
      // No production units before arranging; then one per window, none of their links done yet.
      expect(answer.data?.production, event).toEqual(
        event === "arrange" || event === "finish" ? { units: 2, percent: 0 } : { units: 0, percent: 0 },
      );
    }
    // The demo factory tracks production (workshop module): delivering waits for its two units
    // to be packed.
    expect(await fire(t.app, t.token, c.id, "deliver")).toMatchObject({ key: "workshop.units_not_packed" });
    const units = (await callRoute(t.app, routes.workshop.progress, { token: t.token, params: { id: c.id } }))
      .body.data?.units;
    const unitIds = (units ?? []).map((u) => u.id);
    expect(unitIds).toHaveLength(2);
    expect(
      (
        await callRoute(t.app, routes.workshop.pack, {
          token: t.token,
          params: { id: c.id },
          body: { unitIds },
        })
      ).body.code,
    ).toBe(0);
    expect((await fire(t.app, t.token, c.id, "deliver")).code).toBe(0);
    expect((await getContract(t.app, t.token, c.id)).status).toBe("delivered");
    const noReason = await fire(t.app, t.token, c.id, "revert", "  ");
    expect(noReason).toMatchObject({ code: 2, key: "contract.reason_required" });
    expect((await fire(t.app, t.token, c.id, "revert", "missing glass")).data).toMatchObject({
      status: "finished",
    });
    const wrong = await fire(t.app, t.token, c.id, "sign");
    expect(wrong).toMatchObject({ code: 2, key: "contract.transition_refused" });

    const history = await callRoute(t.app, routes.editHistory.list, {
      query: { contractId: c.id, pageSize: 100 },
      token: t.token,
    });
    const actions = history.body.data.items;
    expect(actions.filter((a) => a.action.startsWith("transition:")).map((a) => a.action)).toEqual([
      "transition:revert",
      "transition:deliver",
      "transition:finish",
      "transition:arrange",
      "transition:confirm_deposit",
      "transition:design_review",
      "transition:sign",
    ]);
    expect(actions[0]?.changes).toMatchObject({
      reason: "missing glass",
      status: { from: "delivered", to: "finished" },
    });
  });

  it("refuses workshop steps to a sub-account without their permission, with the specific key", async () => {
    const owner = (await registerPaidAccount(t.app, t.clock)).userinfo.api_token;
    const c = await contractWithOrder(owner);
    await fire(t.app, owner, c.id, "sign");
    const clerk = await subAccount(t.app, owner, ["get_all_orders"]);
    expect(await fire(t.app, clerk, c.id, "arrange")).toMatchObject({ key: "access.no_schedule_rights" });
    const scheduler = await subAccount(t.app, owner, ["get_all_orders", "workshop_arrange"]);
    expect((await fire(t.app, scheduler, c.id, "arrange")).data).toMatchObject({ status: "production" });
    expect(await fire(t.app, scheduler, c.id, "finish")).toMatchObject({ key: "access.no_finish_rights" });
    expect(await fire(t.app, scheduler, c.id, "revert", "x")).toMatchObject({
      key: "access.no_revert_rights",
    });
    expect((await getContract(t.app, owner, c.id)).status).toBe("production");
  });

  it("lets a sub-account confirm and cancel; a confirmed contract is closed to its orders", async () => {
    const owner = (await registerPaidAccount(t.app, t.clock)).userinfo.api_token;
    const c = await contractWithOrder(owner);
    const seller = await subAccount(t.app, owner, ["get_all_orders"]);
    const refused = await callRoute(t.app, routes.contracts.confirm, { params: { id: c.id }, token: seller });
    expect(refused.body).toMatchObject({ key: "access.no_permission" });
    const confirmer = await subAccount(t.app, owner, ["get_all_orders", "confirm_contract"]);
    const confirmed = await callRoute(t.app, routes.contracts.confirm, {
      params: { id: c.id },
      token: confirmer,
    });
    expect(confirmed.body.data).toMatchObject({ confirmed: true });
    const orderId = c.orders[0]?.id ?? 0;
    const edit = await callRoute(t.app, routes.orders.addItem, {
      params: { id: orderId },
      token: confirmer,
      body: itemBody(),
    });
    expect(edit.body).toMatchObject({ code: 2, key: "contract.confirmed_locked" });
    const cancel = await callRoute(t.app, routes.contracts.cancelConfirm, {
      params: { id: c.id },
      token: confirmer,
    });
    expect(cancel.body.data).toMatchObject({ confirmed: false });
  });
});

describe("dealers and factories", () => {
  it("submits a dealer's contract to its linked factory, which moves and reverts it", async () => {
    const factory: Session = await registerAccount(t.app, t.clock, { role: "factory", company: "Factory" });
    const dealer = (await registerAccount(t.app, t.clock, { role: "dealer", company: "Dealer" })).userinfo
      .api_token;
    const f = factory.userinfo.api_token;
    const link = await callRoute(t.app, routes.contracts.linkFactory, {
      token: dealer,
      body: { invitationCode: factory.userinfo.invitation_code },
    });
    expect(link.body.code, link.body.key).toBe(0);
    const factoryId = (link.body.data as { id: number }).id;

    const c = await contractWithOrder(dealer);
    expect(await fire(t.app, dealer, c.id, "sign")).toMatchObject({ key: "contract.factory_required" });
    await callRoute(t.app, routes.contracts.update, {
      params: { id: c.id },
      token: dealer,
      body: { factoryCompanyId: factoryId, overwrite: true },
    });
    expect((await fire(t.app, dealer, c.id, "sign")).code).toBe(0);

    const seen = await callRoute(t.app, routes.contracts.list, { token: f });
    expect(seen.body.data?.items.map((x) => x.id)).toEqual([c.id]);
    const asFactory = await getContract(t.app, f, c.id);
    expect(asFactory.sides).toEqual(["factory"]);
    expect(asFactory.orders).toHaveLength(1);

    expect(await fire(t.app, dealer, c.id, "arrange")).toMatchObject({ key: "contract.dealer_cannot_edit" });
    expect(await fire(t.app, dealer, c.id, "revert", "change")).toMatchObject({
      key: "contract.dealer_cannot_edit",
    });
    const edit = await callRoute(t.app, routes.contracts.update, {
      params: { id: c.id },
      token: dealer,
      body: { customer: "New", overwrite: true },
    });
    expect(edit.body).toMatchObject({ key: "contract.dealer_cannot_edit" });
    const factoryEdit = await callRoute(t.app, routes.contracts.update, {
      params: { id: c.id },
      token: f,
      body: { customer: "F", overwrite: true },
    });
    expect(factoryEdit.body).toMatchObject({ key: "contract.dealer_cannot_edit" });

    expect((await fire(t.app, f, c.id, "arrange")).data).toMatchObject({ status: "production" });
    expect((await fire(t.app, f, c.id, "revert", "size wrong")).data).toMatchObject({ status: "agreement" });
    expect((await fire(t.app, f, c.id, "revert", "size wrong")).data).toMatchObject({ status: "intent" });
    const after = await callRoute(t.app, routes.contracts.update, {
      params: { id: c.id },
      token: dealer,
      body: { customer: "New", overwrite: true },
    });
    expect(after.body.code).toBe(0);
  });

  it("refuses a factory the dealer is not linked to", async () => {
    const dealer = (await registerAccount(t.app, t.clock, { role: "dealer" })).userinfo.api_token;
    const other = await registerAccount(t.app, t.clock);
    const res = await callRoute(t.app, routes.contracts.create, {
      token: dealer,
      body: { customer: "Li Wei", factoryCompanyId: other.userinfo.id },
    });
    expect(res.body).toMatchObject({ key: "contract.factory_not_linked" });
  });
});

describe("a factory is no dealer", () => {
  it("cannot link itself to another factory nor route its contract there", async () => {
    const factory = (await registerAccount(t.app, t.clock, { role: "factory" })).userinfo.api_token;
    const other: Session = await registerAccount(t.app, t.clock, { role: "factory" });
    const link = await callRoute(t.app, routes.contracts.linkFactory, {
      token: factory,
      body: { invitationCode: other.userinfo.invitation_code },
      lang: "en-US",
    });
    expect(link.body).toMatchObject({ code: 2, key: "contract.only_dealers_link" });
    expect(link.body.message).toMatch(/Only a dealer/);
    expect((await callRoute(t.app, routes.contracts.factories, { token: factory })).body.data).toEqual([]);
    const created = await callRoute(t.app, routes.contracts.create, {
      token: factory,
      body: { customer: "Li Wei", factoryCompanyId: other.userinfo.id },
    });
    expect(created.body).toMatchObject({ key: "contract.only_dealers_link" });
    const own = await contractWithOrder(factory);
    const routed = await callRoute(t.app, routes.contracts.update, {
      params: { id: own.id },
      token: factory,
      body: { factoryCompanyId: other.userinfo.id, overwrite: true },
    });
    expect(routed.body).toMatchObject({ key: "contract.only_dealers_link" });
  });
});

describe("collections", () => {
  it("never collects more than the balance, even under 20 concurrent payments", async () => {
    const c = await contractWithOrder();
    // 315_600 fen owed; 20 payments of 20_000 at once: exactly 15 fit.
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        recordCollection(t.app, t.token, c.id, { amount: 20_000, method: "wechat" }),
      ),
    );
    const keys = results.map((r) => r.body.key);
    expect(keys.filter((k) => k === "success.add")).toHaveLength(15);
    // The five too many are refused at the amount field (HTTP 400), naming the balance left.
    const refused = results.filter((r) => r.status === 400);
    expect(refused).toHaveLength(5);
    const after = await getContract(t.app, t.token, c.id);
    expect(after).toMatchObject({ collected: 300_000, balance: 15_600, settlePrompt: false });
    const over = await recordCollection(
      t.app,
      t.token,
      c.id,
      { amount: 99_999_900, method: "wechat" },
      { lang: "en-US" },
    );
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      { field: "amount", message: "The amount cannot exceed the remaining balance of 156.00" },
    ]);
    expect((await getContract(t.app, t.token, c.id)).collected).toBe(300_000);
  });

  it("records a payment repeated with its idempotency key once", async () => {
    const c = await contractWithOrder();
    const pay = (key: string, amount: number) =>
      t.app.inject({
        method: "POST",
        url: `/api/contracts/${c.id}/collections`,
        headers: { authorization: `Bearer ${t.token}`, "idempotency-key": key },
        payload: { amount, method: "wechat" },
      });
    const first = await pay("pay-1", 10_000);
    const again = await pay("pay-1", 10_000);
    expect(first.json().code).toBe(0);
    expect(again.json()).toMatchObject({ code: 0, data: { collected: 10_000 } });
    expect((await getContract(t.app, t.token, c.id)).collections).toHaveLength(1);
    const other = await pay("pay-1", 20_000);
    expect(other.json()).toMatchObject({ code: 2, key: "conflict.idempotency_key_reused" });
    expect((await pay("pay-2", 20_000)).json().code).toBe(0);
    expect((await getContract(t.app, t.token, c.id)).collected).toBe(30_000);
    // Five taps at once with one key: one payment (the contract lock orders them).
    const taps = await Promise.all(Array.from({ length: 5 }, () => pay("pay-3", 1_000)));
    expect(taps.map((r) => r.json().code)).toEqual([0, 0, 0, 0, 0]);
    expect((await getContract(t.app, t.token, c.id)).collected).toBe(31_000);
  });

  it("refuses to settle while a balance is left, naming it; signing makes the orders formal", async () => {
    const c = await contractWithOrder();
    expect(c.orders.map((o) => o.kind)).toEqual(["intent"]);
    const signed = await fire(t.app, t.token, c.id, "sign");
    expect((signed.data as ContractDetail).orders.map((o) => o.kind)).toEqual(["formal"]);
    await recordCollection(t.app, t.token, c.id, { amount: 100_000, method: "wechat" });
    const early = await callRoute(t.app, routes.contracts.transition, {
      params: { id: c.id },
      token: t.token,
      lang: "en-US",
      body: { event: "confirm_balance" },
    });
    expectRefused(
      early,
      "contract.balance_outstanding",
      "2156.00 is still to be collected on this contract: it can be settled once everything is paid",
    );
    expect((await getContract(t.app, t.token, c.id)).status).toBe("agreement");
    const history = await callRoute(t.app, routes.editHistory.list, {
      query: { contractId: c.id },
      token: t.token,
    });
    const actions = history.body.data.items.map((e) => e.action);
    expect(actions).toContain("convert_formal");
  });

  it("asks to settle when all is paid; a settled contract takes no orders", async () => {
    const c = await contractWithOrder();
    const zero = await recordCollection(t.app, t.token, c.id, { amount: 0, method: "alipay" });
    expect(zero.status).toBe(400);
    expect(fieldsOf(zero.body)).toEqual(["amount"]);
    const badMethod = await call(t.app, "POST", `/api/contracts/${c.id}/collections`, {
      token: t.token,
      body: { amount: 10, method: "cash" },
    });
    expect(badMethod.status).toBe(400);
    await fire(t.app, t.token, c.id, "sign");
    const paid = await recordCollection(t.app, t.token, c.id, { amount: 315_600, method: "bank_card" });
    expect(paid.body.data).toMatchObject({ balance: 0, settlePrompt: true });
    expect((await fire(t.app, t.token, c.id, "confirm_balance")).data).toMatchObject({
      status: "settled",
      settlePrompt: false,
    });
    const refused = await callRoute(t.app, routes.orders.create, {
      token: t.token,
      body: { contractId: c.id },
    });
    expect(refused.body).toMatchObject({ code: 2, key: "conflict.settled_contract" });
    const attach = await createOrder(t.app, t.token);
    const attached = await callRoute(t.app, routes.contracts.attachOrder, {
      params: { id: c.id },
      token: t.token,
      body: { orderId: attach.id },
    });
    expect(attached.body).toMatchObject({ key: "conflict.settled_contract" });
  });
});
