import { routes } from "@fenestra/api";
import { DEFAULT_LINK_SETUP, REPEAT_SCAN_WINDOW_MS } from "@fenestra/core/workshop/index";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyModules, editHistory, unitLinks } from "../../db/schema/index.ts";
import { companyIdOf } from "../../test/helpers/companies.ts";
import { callRoute, malformed, registerPaidAccount } from "../../test/helpers/factories.ts";
import { testAppForFile } from "../../test/helpers/test-app.ts";
import { subAccount } from "../contracts/contracts.fixtures.ts";
import { arrangedContract, progressOf, saveThreeLinks, scan, workshopWorker } from "./workshop.fixtures.ts";

const t = testAppForFile({ signInDemo: true });
beforeAll(async () => {
  await saveThreeLinks(t.app, t.token);
});

async function companyOf(userId: number) {
  const rowCompanyId = await companyIdOf(t.database.db, userId);
  return rowCompanyId;
}

/** A newly registered factory with (or without) the workshop module. */
async function otherFactory(withWorkshop: boolean) {
  const session = await registerPaidAccount(t.app, t.clock);
  const companyId = await companyOf(session.userinfo.id);
  await t.database.db
    .insert(companyModules)
    .values({ companyId, module: "workshop", value: withWorkshop ? 1 : 0 })
    .onConflictDoUpdate({
      target: [companyModules.companyId, companyModules.module],
      set: { value: withWorkshop ? 1 : 0 },
    });
  // Module changes are read at sign-in.
  return session.userinfo.api_token;
}

describe("set-up", () => {
  it("starts with the default set-up (SPEC §3's nine links, pinned in core) and refuses expected days that are not whole days 1–365", async () => {
    const fresh = await otherFactory(true);
    const res = await callRoute(t.app, routes.workshop.setup, { token: fresh });
    expect(res.body.data?.links).toEqual(DEFAULT_LINK_SETUP);
    const bad = await callRoute(t.app, routes.workshop.saveLinks, {
      token: fresh,
      body: { links: [{ link: "cutting", expectedDays: 0 }], overwrite: true },
      lang: "en-US",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]).toMatchObject({ field: "links.0.expectedDays" });
    const twice = await callRoute(t.app, routes.workshop.saveLinks, {
      token: fresh,
      body: {
        links: [
          { link: "cutting", expectedDays: 1 },
          { link: "cutting", expectedDays: 2 },
        ],
        overwrite: true,
      },
      lang: "en-US",
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors?.[0]).toEqual({ field: "links.1", message: "This link is already in the list" });
    const after = await callRoute(t.app, routes.workshop.setup, { token: fresh });
    expect(after.body.data?.links).toHaveLength(9);
  });

  it("binds only workshop staff to links", async () => {
    const ordinary = await subAccount(t.app, t.token, []);
    const me = await callRoute(t.app, routes.users.info, { token: ordinary });
    const userId = (me.body.data as { userinfo: { id: number } }).userinfo.id;
    const res = await callRoute(t.app, routes.workshop.bindStaff, {
      token: t.token,
      params: { userId },
      body: { links: ["cutting"] },
    });
    expect(res.body).toMatchObject({ code: 2, key: "workshop.not_workshop_staff" });
  });
});

describe("arranging and scanning", () => {
  it("makes one production unit per window with a serial and an opaque QR token", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const p = await progressOf(t.app, t.token, contract.id);
    expect(p.units.map((u) => u.serial)).toEqual([
      `${contract.contractNo}-001`,
      `${contract.contractNo}-002`,
    ]);
    for (const u of p.units) {
      expect(u.code).toMatch(/^FEN1:U:[A-Z2-7]{26}$/);
      expect(u.currentLink).toBe("cutting");
    }
    expect(new Set(p.units.map((u) => u.code)).size).toBe(2);
    expect(p.contract).toMatchObject({ status: "production", units: 2, percent: 0 });
    for (const paper of ["a4", "60x40"] as const) {
      const pdf = await t.app.inject({
        method: "GET",
        url: `/api/workshop/contracts/${contract.id}/labels?paper=${paper}`,
        headers: { authorization: `Bearer ${t.token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      // One 60 × 40 mm page per unit; both units on one A4 sheet.
      expect(pdf.rawPayload.toString("latin1").match(/\/Type \/Page\b/g)).toHaveLength(
        paper === "a4" ? 1 : 2,
      );
    }
  });

  it("a bound worker's scan finishes the unit's current link; a repeat is refused; a resent scan counts once", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const worker = await workshopWorker(t.app, t.token, ["cutting"]);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const code = unit?.code as string;
    const scanId = crypto.randomUUID();
    const first = await scan(t.app, worker.token, { code, contractId: contract.id, scanId });
    expect(first.body).toMatchObject({ code: 0, data: { link: "cutting", nextLink: "frame_assembly" } });
    // The same scan sent again (the phone was offline, or the answer was lost): its first answer.
    const resent = await scan(t.app, worker.token, { code, contractId: contract.id, scanId });
    expect(resent.body).toEqual(first.body);
    // A new scan of the same unit by the same worker: "please do not repeat scanning".
    const again = await scan(t.app, worker.token, { code, contractId: contract.id });
    expect(again.body).toMatchObject({
      code: 2,
      key: "workshop.scan_repeated",
      message: "Please do not repeat scanning",
    });
    const zh = await scan(t.app, worker.token, { code, contractId: contract.id }, "zh-CN");
    expect(zh.body.message).toBe("请勿重复扫码");
    const rows = await t.database.db
      .select()
      .from(unitLinks)
      .where(eq(unitLinks.unitId, unit?.id as number));
    expect(rows).toHaveLength(1);
    const p = await progressOf(t.app, t.token, contract.id);
    expect(p.units[0]?.links[0]).toMatchObject({ link: "cutting", status: "finished" });
    expect(p.units[0]?.links[0]?.workerName).toMatch(/^Worker /);
    expect(p.perLink[0]).toMatchObject({ link: "cutting", done: 1, total: 2, percent: 50 });
    // The contract's own page knows the same progress, so finishing production can warn first.
    expect(p.percent).toBe(16);
    const detail = await callRoute(t.app, routes.contracts.detail, {
      token: t.token,
      params: { id: contract.id },
    });
    expect(detail.body.data?.production).toEqual({ units: 2, percent: 16 });
  });

  it("the unit's number printed on its labels, typed, scans the unit as its QR does", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const worker = await workshopWorker(t.app, t.token, ["cutting"]);
    const [first, second] = (await progressOf(t.app, t.token, contract.id)).units;
    expect(first?.serial).toBe(`${contract.contractNo}-001`);
    // As printed; then in lower case, without the leading zeros, with a full-width dash.
    const typed = await scan(t.app, worker.token, { code: first?.serial as string, contractId: contract.id });
    expect(typed.body).toMatchObject({
      code: 0,
      data: { serial: first?.serial, link: "cutting", nextLink: "frame_assembly" },
    });
    const sloppy = `${contract.contractNo.toLowerCase()}－2`;
    const again = await scan(t.app, worker.token, { code: sloppy, contractId: contract.id });
    expect(again.body).toMatchObject({ code: 0, data: { serial: second?.serial, link: "cutting" } });
    const after = await progressOf(t.app, t.token, contract.id);
    expect(after.units.map((u) => u.currentLink)).toEqual(["frame_assembly", "frame_assembly"]);
    // Typed again: the same unit, so a repeat, as its QR would be.
    const repeat = await scan(t.app, worker.token, {
      code: first?.serial as string,
      contractId: contract.id,
    });
    expect(repeat.body).toMatchObject({ code: 2, key: "workshop.scan_repeated" });
  });

  it("a printed number of no unit, of another contract, or that is no unit number is refused, nothing finished", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const other = await arrangedContract(t.app, t.token);
    const cutter = await workshopWorker(t.app, t.token, ["cutting"]);
    const missing = await scan(t.app, cutter.token, {
      code: `${contract.contractNo}-009`,
      contractId: contract.id,
    });
    expect(missing.body).toMatchObject({ code: 2, key: "workshop.unit_not_found" });
    const [unit] = (await progressOf(t.app, t.token, other.id)).units;
    const wrong = await scan(t.app, cutter.token, { code: unit?.serial as string, contractId: contract.id });
    expect(wrong.body).toMatchObject({ code: 2, key: "workshop.unit_other_contract" });
    for (const [lang, words] of [
      ["en-US", /label/i],
      ["zh-CN", /标签/],
    ] as const) {
      const bad = await scan(t.app, cutter.token, { code: "6901234567892", contractId: contract.id }, lang);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 400, errors: [{ field: "code" }] });
      expect(bad.body.message).toMatch(words);
    }
    // SPEC §5: a contract must be chosen before scanning
    for (const [lang, words] of [
      ["en-US", /contract/i],
      ["zh-CN", /合同/],
    ] as const) {
      const none = await scan(t.app, cutter.token, malformed({ code: unit?.serial }), lang);
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ code: 400, errors: [{ field: "contractId" }] });
      expect(none.body.message).toMatch(words);
    }
    for (const id of [contract.id, other.id])
      expect((await progressOf(t.app, t.token, id)).units.every((u) => u.currentLink === "cutting")).toBe(
        true,
      );
  });

  it("a scan resent under another request key answers as it did, even where its worker could finish the next link", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const worker = await workshopWorker(t.app, t.token, ["cutting", "frame_assembly"]);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const body = { scanId: crypto.randomUUID(), code: unit?.code as string, contractId: contract.id };
    const first = await scan(t.app, worker.token, body);
    expect(first.body.data).toMatchObject({ link: "cutting", nextLink: "frame_assembly" });
    // Past the request-key replay: the service itself knows the scan by its id.
    const resent = await callRoute(t.app, routes.workshop.scan, {
      token: worker.token,
      body,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(resent.body.code).toBe(0);
    expect(resent.body.data).toEqual(first.body.data);
    const rows = await t.database.db
      .select()
      .from(unitLinks)
      .where(eq(unitLinks.unitId, unit?.id as number));
    expect(rows.map((r) => r.link)).toEqual(["cutting"]);
    // A worker bound to cutting only: the resend would now be refused (not bound to the next link).
    const cutter = await workshopWorker(t.app, t.token, ["cutting"]);
    const second = (await progressOf(t.app, t.token, contract.id)).units[1];
    const cut = { scanId: crypto.randomUUID(), code: second?.code as string, contractId: contract.id };
    const once = await scan(t.app, cutter.token, cut);
    const again = await callRoute(t.app, routes.workshop.scan, {
      token: cutter.token,
      body: cut,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(again.body.code).toBe(0);
    expect(again.body.data).toEqual(once.body.data);
  });

  it("refuses a worker not bound to the unit's current link, and a unit of another contract", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const other = await arrangedContract(t.app, t.token);
    const assembler = await workshopWorker(t.app, t.token, ["frame_assembly"]);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const refused = await scan(t.app, assembler.token, {
      code: unit?.code as string,
      contractId: contract.id,
    });
    expect(refused.body).toMatchObject({ code: 2, key: "workshop.link_not_bound" });
    const cutter = await workshopWorker(t.app, t.token, ["cutting"]);
    const wrong = await scan(t.app, cutter.token, { code: unit?.code as string, contractId: other.id });
    expect(wrong.body).toMatchObject({ code: 2, key: "workshop.unit_other_contract" });
    expect((await progressOf(t.app, t.token, contract.id)).percent).toBe(0);
  });

  it("lands workshop staff on the workshop (SPEC §6) only through the web guard: the API answers them by module and key", async () => {
    const worker = await workshopWorker(t.app, t.token, ["cutting"]);
    // A worker sells nothing, yet chooses among the contracts its factory produces.
    const contract = await arrangedContract(t.app, t.token);
    const list = await callRoute(t.app, routes.workshop.contracts, {
      token: worker.token,
      query: { status: "production" },
    });
    expect(list.body.data?.map((c) => c.id)).toContain(contract.id);
    expect(list.body.data?.find((c) => c.id === contract.id)?.events).toEqual([]);
    const me = await callRoute(t.app, routes.workshop.me, { token: worker.token });
    expect(me.body.data).toMatchObject({ links: ["cutting"], today: 0 });
    const arrange = await callRoute(t.app, routes.workshop.saveLinks, {
      token: worker.token,
      body: { links: [{ link: "cutting", expectedDays: 1 }], overwrite: true },
      lang: "en-US",
    });
    expect(arrange.body).toMatchObject({ code: 2, key: "access.no_permission" });
  });
});

describe("tenancy and the module gate", () => {
  it("another company's unit is not found, by QR content and by contract", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const stranger = await otherFactory(true);
    const res = await scan(t.app, stranger, { code: unit?.code as string, contractId: contract.id });
    expect(res.body).toMatchObject({ code: 2, key: "workshop.unit_not_found" });
    const progress = await callRoute(t.app, routes.workshop.progress, {
      token: stranger,
      params: { id: contract.id },
    });
    expect(progress.body).toMatchObject({ key: "missing.contract" });
    const withdraw = await callRoute(t.app, routes.workshop.withdraw, {
      token: stranger,
      params: { id: unit?.id as number },
      body: { link: "cutting", reason: "x" },
    });
    expect(withdraw.body).toMatchObject({ key: "workshop.unit_not_found" });
  });

  it("a printed number finds a unit of the caller's company only, though another company prints the same number", async () => {
    const ours = await arrangedContract(t.app, t.token);
    const [unit] = (await progressOf(t.app, t.token, ours.id)).units;
    // Another factory whose contract has the same number: its units print the same numbers.
    const stranger = await otherFactory(true);
    await saveThreeLinks(t.app, stranger);
    const theirs = await arrangedContract(t.app, stranger, stranger, { contractNo: ours.contractNo });
    const [twin] = (await progressOf(t.app, stranger, theirs.id)).units;
    expect(twin?.serial).toBe(unit?.serial);
    const cutter = await workshopWorker(t.app, stranger, ["cutting"]);
    const res = await scan(t.app, cutter.token, { code: unit?.serial as string, contractId: theirs.id });
    expect(res.body).toMatchObject({ code: 0, data: { serial: twin?.serial, link: "cutting" } });
    expect((await progressOf(t.app, stranger, theirs.id)).units[0]?.currentLink).toBe("frame_assembly");
    expect((await progressOf(t.app, t.token, ours.id)).units[0]?.currentLink).toBe("cutting");
  });

  it("a company without the workshop module is sent to buy it (10086)", async () => {
    const without = await otherFactory(false);
    const res = await callRoute(t.app, routes.workshop.board, { token: without });
    expect(res.body.code).toBe(10086);
  });
});

describe("workshop actions on the contract", () => {
  it("revert needs a reason; with one it goes back and the history keeps it", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const without = await callRoute(t.app, routes.workshop.action, {
      token: t.token,
      params: { id: contract.id },
      body: { event: "revert" },
    });
    expect(without.body).toMatchObject({ code: 2, key: "contract.reason_required" });
    const blank = await callRoute(t.app, routes.workshop.action, {
      token: t.token,
      params: { id: contract.id },
      body: { event: "revert", reason: "   " },
    });
    expect(blank.body).toMatchObject({ key: "contract.reason_required" });
    const ok = await callRoute(t.app, routes.workshop.action, {
      token: t.token,
      params: { id: contract.id },
      body: { event: "revert", reason: "customer changed the glass" },
    });
    expect(ok.body.data?.status).toBe("agreement");
    const [entry] = await t.database.db
      .select()
      .from(editHistory)
      .where(and(eq(editHistory.contractId, contract.id), eq(editHistory.action, "transition:revert")));
    expect(entry?.changes).toMatchObject({ reason: "customer changed the glass" });
    // Arranged again: the units and their progress are kept, none added.
    const again = await callRoute(t.app, routes.workshop.action, {
      token: t.token,
      params: { id: contract.id },
      body: { event: "arrange" },
    });
    expect(again.body.data).toMatchObject({ status: "production", units: 2 });
  });

  it("each action is checked against its permission key", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const noKeys = await subAccount(t.app, t.token, ["get_all_orders"]);
    for (const [event, key] of [
      ["finish", "access.no_finish_rights"],
      ["revert", "access.no_revert_rights"],
    ] as const) {
      const res = await callRoute(t.app, routes.workshop.action, {
        token: noKeys,
        params: { id: contract.id },
        body: { event, reason: "r" },
      });
      expect(res.body).toMatchObject({ code: 2, key });
    }
  });

  it("delivering waits until every unit is packed", async () => {
    const contract = await arrangedContract(t.app, t.token);
    await callRoute(t.app, routes.workshop.action, {
      token: t.token,
      params: { id: contract.id },
      body: { event: "finish" },
    });
    const early = await callRoute(t.app, routes.workshop.action, {
      token: t.token,
      params: { id: contract.id },
      body: { event: "deliver" },
      lang: "en-US",
    });
    expect(early.body).toMatchObject({ code: 2, key: "workshop.units_not_packed" });
    expect(early.body.message).toContain("2 not packed");
    const units = (await progressOf(t.app, t.token, contract.id)).units;
    const pack = await callRoute(t.app, routes.workshop.pack, {
      token: t.token,
      params: { id: contract.id },
      body: { unitIds: [units[0]?.id as number] },
    });
    expect(pack.body.data).toMatchObject({
      packageNo: `${contract.contractNo}-P1`,
      units: [units[0]?.serial],
    });
    const twice = await callRoute(t.app, routes.workshop.pack, {
      token: t.token,
      params: { id: contract.id },
      body: { unitIds: [units[0]?.id as number, units[1]?.id as number] },
    });
    expect(twice.body).toMatchObject({ key: "workshop.unit_already_packed" });
    await callRoute(t.app, routes.workshop.pack, {
      token: t.token,
      params: { id: contract.id },
      body: { unitIds: [units[1]?.id as number] },
    });
    const done = await callRoute(t.app, routes.workshop.action, {
      token: t.token,
      params: { id: contract.id },
      body: { event: "deliver" },
    });
    expect(done.body.data).toMatchObject({ status: "delivered", packed: 2 });
  });
});

describe("withdrawing a finished link", () => {
  it("needs a reason, takes back only the last finished link, and the unit is at that link again", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const worker = await workshopWorker(t.app, t.token, ["cutting", "frame_assembly"]);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    const code = unit?.code as string;
    await scan(t.app, worker.token, { code, contractId: contract.id });
    // The worker's next scan of the unit, past the repeat window, finishes the next link.
    t.clock.advance(REPEAT_SCAN_WINDOW_MS);
    await scan(t.app, worker.token, { code, contractId: contract.id });
    const noReason = await callRoute(t.app, routes.workshop.withdraw, {
      token: t.token,
      params: { id: unit?.id as number },
      body: malformed({ link: "frame_assembly", reason: " " }),
    });
    expect(noReason.status).toBe(400);
    const notLast = await callRoute(t.app, routes.workshop.withdraw, {
      token: t.token,
      params: { id: unit?.id as number },
      body: { link: "cutting", reason: "bad cut" },
    });
    expect(notLast.body).toMatchObject({ key: "workshop.withdraw_not_last" });
    const ok = await callRoute(t.app, routes.workshop.withdraw, {
      token: t.token,
      params: { id: unit?.id as number },
      body: { link: "frame_assembly", reason: "corner not square" },
    });
    expect(ok.body.data).toMatchObject({ link: "frame_assembly", currentLink: "frame_assembly" });
    expect((await progressOf(t.app, t.token, contract.id)).units[0]?.currentLink).toBe("frame_assembly");
    // The link can be finished again by a new scan.
    const redo = await scan(t.app, worker.token, { code, contractId: contract.id });
    expect(redo.body.data?.link).toBe("frame_assembly");
  });
});

describe("issue 25: the workshop follows the contract's visibility rule", () => {
  /** What `caller` may open and what the workshop's lists show it, as contract numbers. */
  async function seenBy(caller: string, contractNos: string[]) {
    const list = await callRoute(t.app, routes.workshop.contracts, { token: caller });
    const board = await callRoute(t.app, routes.workshop.board, { token: caller, query: { limit: 200 } });
    expect(list.body.code, list.body.key).toBe(0);
    expect(board.body.code, board.body.key).toBe(0);
    const boardText = JSON.stringify(board.body.data);
    return {
      list: contractNos.filter((no) => list.body.data?.some((c) => c.contractNo === no)),
      board: contractNos.filter((no) => boardText.includes(`"contractNo":"${no}"`)),
      units: board.body.data?.units ?? 0,
    };
  }

  it("issue 25.2: a sub-account without get all orders finds in the workshop's contracts and board only the contracts it may open", async () => {
    const owners = await arrangedContract(t.app, t.token);
    const sub = await subAccount(t.app, t.token, []);
    const its = await arrangedContract(t.app, sub, t.token);
    const nos = [owners.contractNo, its.contractNo];
    // the contract routes: the owner's is not found, its own opens
    const detail = await callRoute(t.app, routes.contracts.detail, { token: sub, params: { id: owners.id } });
    expect(detail.body).toMatchObject({ code: 2, key: "missing.contract" });
    // the workshop's lists say the same
    const seen = await seenBy(sub, nos);
    expect(seen.list).toEqual([its.contractNo]);
    expect(seen.board).toEqual([its.contractNo]);
    expect(seen.units).toBe(2);
    // and so does opening the owner's contract in the workshop
    const progress = await callRoute(t.app, routes.workshop.progress, {
      token: sub,
      params: { id: owners.id },
    });
    expect(progress.body).toMatchObject({ code: 2, key: "missing.contract" });
    // get all orders opens both, everywhere
    const all = await subAccount(t.app, t.token, ["get_all_orders"]);
    const allSeen = await seenBy(all, nos);
    expect(allSeen.list).toEqual(nos);
    expect(allSeen.board).toEqual(nos);
  });

  it("issue 25.2: workshop staff open the contracts their factory produces (one rule for the lists and the contract)", async () => {
    const sub = await subAccount(t.app, t.token, []);
    const produced = await arrangedContract(t.app, sub, t.token);
    const notArranged = await createContractOf(sub);
    const worker = await workshopWorker(t.app, t.token, ["cutting"]);
    const seen = await seenBy(worker.token, [produced.contractNo, notArranged.contractNo]);
    expect(seen.list).toEqual([produced.contractNo]);
    expect(seen.board).toEqual([produced.contractNo]);
    for (const [contract, code] of [
      [produced, 0],
      [notArranged, 2],
    ] as const) {
      const detail = await callRoute(t.app, routes.contracts.detail, {
        token: worker.token,
        params: { id: contract.id },
      });
      expect(detail.body.code, `${contract.contractNo} ${detail.body.key}`).toBe(code);
    }
  });

  it("issue 25.10: a committed withdrawal answers what it did, for a worker without get all orders; one who may not see the contract withdraws nothing", async () => {
    const contract = await arrangedContract(t.app, t.token);
    const worker = await workshopWorker(t.app, t.token, ["cutting"], ["workshop_revert"]);
    const [unit] = (await progressOf(t.app, t.token, contract.id)).units;
    expect(
      (await scan(t.app, worker.token, { code: unit?.code as string, contractId: contract.id })).body.code,
    ).toBe(0);
    // a supervisor who may not see the contract: refused before anything changes
    const blind = await subAccount(t.app, t.token, ["workshop_revert"]);
    const refused = await callRoute(t.app, routes.workshop.withdraw, {
      token: blind,
      params: { id: unit?.id as number },
      body: { link: "cutting", reason: "bad cut" },
      lang: "en-US",
    });
    expect(refused.body).toMatchObject({ code: 2, key: "workshop.unit_not_found" });
    expect((await progressOf(t.app, t.token, contract.id)).units[0]?.currentLink).toBe("frame_assembly");
    // the worker's withdrawal: done, and said so
    const done = await callRoute(t.app, routes.workshop.withdraw, {
      token: worker.token,
      params: { id: unit?.id as number },
      body: { link: "cutting", reason: "bad cut" },
      lang: "en-US",
    });
    expect(done.body).toMatchObject({
      code: 0,
      data: {
        unitId: unit?.id,
        serial: unit?.serial,
        link: "cutting",
        reason: "bad cut",
        currentLink: "cutting",
      },
    });
    expect((await progressOf(t.app, t.token, contract.id)).units[0]?.currentLink).toBe("cutting");
  });
});

async function createContractOf(owner: string) {
  const res = await callRoute(t.app, routes.contracts.create, {
    token: owner,
    body: { customer: "Not arranged" },
  });
  expect(res.body.code, res.body.key).toBe(0);
  return res.body.data as { id: number; contractNo: string };
}

describe("board, workers and wages", () => {
  it("puts each unit at its current link and counts what each worker finished; wages follow the series' wage tab", async () => {
    const fresh = await otherFactory(true);
    await saveThreeLinks(t.app, fresh);
    const contract = await arrangedContract(t.app, fresh);
    const cutter = await workshopWorker(t.app, fresh, ["cutting"]);
    const [unit] = (await progressOf(t.app, fresh, contract.id)).units;
    await scan(t.app, cutter.token, { code: unit?.code as string, contractId: contract.id });
    const board = await callRoute(t.app, routes.workshop.board, { token: fresh });
    expect(board.body.data?.links.map((l) => [l.link, l.count])).toEqual([
      ["cutting", 1],
      ["frame_assembly", 1],
      ["sash_assembly", 0],
    ]);
    expect(board.body.data?.overdue).toBe(0);
    // Three days later the unit at cutting (due after 1 day) is overdue; the one at frame
    // assembly (due after 1 + 2 days) is not yet.
    t.clock.advance(2.5 * 86_400_000);
    const later = await callRoute(t.app, routes.workshop.board, { token: fresh });
    expect(later.body.data?.links.map((l) => l.overdue)).toEqual([1, 0, 0]);
    const workers = await callRoute(t.app, routes.workshop.workers, { token: fresh });
    expect(workers.body.data?.find((w) => w.userId === cutter.userId)).toMatchObject({ month: 1 });
    // The TB60 casement's wage tab: fabrication 35.00 yuan/m² × 2.1 m² names no link, so the three
    // links share it (24.50 each); "sash assembly" 20.00 yuan per sash pays that link alone.
    const day = t.clock().toISOString().slice(0, 10);
    const wages = await callRoute(t.app, routes.workshop.wages, {
      token: fresh,
      query: { from: "2026-01-01", to: day },
    });
    expect(wages.body.data?.workers).toEqual([
      {
        userId: cutter.userId,
        name: expect.any(String),
        pieces: 1,
        amount: 2450,
        perLink: [{ link: "cutting", pieces: 1, amount: 2450 }],
      },
    ]);
    const xlsx = await t.app.inject({
      method: "GET",
      url: `/api/workshop/wages.xlsx?from=2026-01-01&to=${day}`,
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });
});
