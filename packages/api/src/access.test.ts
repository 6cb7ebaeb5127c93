import { describe, expect, it } from "vitest";
import { hiddenFrom, keysAllow } from "./access.ts";
import * as routes from "./routes.ts";

// The web hides the links the server would refuse, by the same rule: a main account holds every
// key and is hidden from nothing; a sub-account needs the route's key, and one holding
// "hide report" loses the statistics (SPEC §6).
describe("who the keys let call a route", () => {
  const main = { fid: 0, permanents: null };
  const cashier = { fid: 7, permanents: { finance_all: "1" } };
  const hidden = { fid: 7, permanents: { finance_all: "1", hide_report: "1" } };
  const { statistics, ageing, statisticsXlsx, entries, orderProfit } = routes.finance;

  it("hides the statistics, the ageing and the export from a sub-account holding hide report", () => {
    for (const route of [statistics, ageing, statisticsXlsx]) {
      expect(hiddenFrom(route.access, hidden)).toBe(true);
      expect(keysAllow(route.access, hidden)).toBe(false);
      expect(keysAllow(route.access, cashier)).toBe(true);
    }
    // The ledger is not a report: hide report leaves it.
    expect(keysAllow(entries.access, hidden)).toBe(true);
  });

  it("never hides from a main account, even one whose map holds the key", () => {
    expect(keysAllow(statistics.access, main)).toBe(true);
    expect(hiddenFrom(statistics.access, { fid: 0, permanents: { hide_report: "1" } })).toBe(false);
  });

  it("needs the route's key: the order profit without get cost, the ledger without finance (all)", () => {
    expect(keysAllow(orderProfit.access, cashier)).toBe(false);
    expect(keysAllow(orderProfit.access, { fid: 7, permanents: { get_cost: "1" } })).toBe(true);
    expect(keysAllow(entries.access, { fid: 7, permanents: {} })).toBe(false);
    expect(keysAllow(orderProfit.access, main)).toBe(true);
  });
});
