import { describe, expect, it } from "vitest";
import { checkLinkSetup, DEFAULT_LINK_SETUP, type LinkSetting } from "./links.ts";
import {
  currentLink,
  type FinishedLink,
  isUnitOverdue,
  linkDueAt,
  linkStatus,
  progress,
  REPEAT_SCAN_WINDOW_MS,
  scanUnit,
  withdrawRefusal,
} from "./units.ts";

const setup: LinkSetting[] = [
  { link: "cutting", expectedDays: 1 },
  { link: "frame_assembly", expectedDays: 2 },
  { link: "packing", expectedDays: 1 },
];
const arrangedAt = new Date("2026-11-01T08:00:00Z");
const at = (iso: string) => new Date(iso);
// Scans an hour after the finished links below: outside the repeat window.
const anHourOn = new Date(arrangedAt.getTime() + 3600_000);
const done = (link: FinishedLink["link"], workerId = 1): FinishedLink => ({ link, workerId, at: arrangedAt });

describe("link set-up", () => {
  it("defaults to the nine links of SPEC §3 in order, one day each", () => {
    // SPEC §3, "Workshop links", word for word.
    const spec = "cutting, frame assembly, sash assembly, debugging, packing, strip, hole, spray, hardware";
    expect(DEFAULT_LINK_SETUP).toEqual(
      spec.split(", ").map((name) => ({ link: name.replace(" ", "_"), expectedDays: 1 })),
    );
  });
  it("refuses an empty set-up, a link twice, and expected days that are not whole days from 1 to 365", () => {
    expect(checkLinkSetup([])).toEqual({ refusal: "workshop.links_empty", index: 0 });
    expect(checkLinkSetup([...setup, { link: "cutting", expectedDays: 1 }])).toEqual({
      refusal: "workshop.link_duplicate",
      index: 3,
    });
    for (const days of [0, 1.5, 366, Number.NaN])
      expect(checkLinkSetup([{ link: "cutting", expectedDays: days }])?.refusal).toBe(
        "workshop.expected_days_invalid",
      );
    expect(checkLinkSetup(setup)).toBeNull();
  });
});

describe("a unit passing its links in order", () => {
  it("is at the first unfinished link in the company's order", () => {
    expect(currentLink(setup, [])).toBe("cutting");
    expect(currentLink(setup, [done("cutting")])).toBe("frame_assembly");
    expect(currentLink(setup, [done("cutting"), done("frame_assembly"), done("packing")])).toBeNull();
  });

  it("a scan finishes the current link when the worker is bound to it", () => {
    expect(scanUnit(setup, [], 7, new Set(["cutting"]), anHourOn)).toEqual({ ok: true, link: "cutting" });
    expect(scanUnit(setup, [done("cutting", 7)], 8, new Set(["frame_assembly"]), anHourOn)).toEqual({
      ok: true,
      link: "frame_assembly",
    });
  });

  it("refuses a worker not bound to the current link", () => {
    expect(scanUnit(setup, [], 7, new Set(["frame_assembly"]), anHourOn)).toEqual({
      ok: false,
      refusal: "workshop.link_not_bound",
    });
  });

  it("refuses the same worker scanning again as a repeat", () => {
    expect(scanUnit(setup, [done("cutting", 7)], 7, new Set(["cutting"]), anHourOn)).toEqual({
      ok: false,
      refusal: "workshop.scan_repeated",
    });
    const all = [done("cutting", 7), done("frame_assembly", 8), done("packing", 9)];
    expect(scanUnit(setup, all, 9, new Set(["packing"]), anHourOn)).toEqual({
      ok: false,
      refusal: "workshop.scan_repeated",
    });
    expect(scanUnit(setup, all, 10, new Set(["packing"]), anHourOn)).toEqual({
      ok: false,
      refusal: "workshop.unit_complete",
    });
  });

  it("lets a worker bound to two links in a row finish both with two scans, the second after the repeat window", () => {
    const links = new Set(["cutting", "frame_assembly"] as const);
    expect(scanUnit(setup, [done("cutting", 7)], 7, links, anHourOn)).toEqual({
      ok: true,
      link: "frame_assembly",
    });
    const within = new Date(arrangedAt.getTime() + REPEAT_SCAN_WINDOW_MS - 1);
    expect(scanUnit(setup, [done("cutting", 7)], 7, links, within)).toEqual({
      ok: false,
      refusal: "workshop.scan_repeated",
    });
    const after = new Date(arrangedAt.getTime() + REPEAT_SCAN_WINDOW_MS);
    expect(scanUnit(setup, [done("cutting", 7)], 7, links, after)).toEqual({
      ok: true,
      link: "frame_assembly",
    });
    // Another worker is another scan event.
    expect(scanUnit(setup, [done("cutting", 7)], 8, links, within)).toEqual({
      ok: true,
      link: "frame_assembly",
    });
  });
});

describe("withdrawing a finished link", () => {
  const finished = [done("cutting"), done("frame_assembly")];
  it("takes back only the last finished link, with a reason", () => {
    expect(withdrawRefusal(setup, finished, "frame_assembly", "wrong size")).toBeNull();
    expect(withdrawRefusal(setup, finished, "cutting", "wrong size")).toBe("workshop.withdraw_not_last");
    expect(withdrawRefusal(setup, finished, "packing", "x")).toBe("workshop.link_not_finished");
    expect(withdrawRefusal(setup, finished, "frame_assembly", "  ")).toBe("workshop.reason_required");
  });
  it("after a withdrawal the link is current again", () => {
    expect(currentLink(setup, [done("cutting")])).toBe("frame_assembly");
  });
});

describe("overdue", () => {
  it("a link is due after its own and every earlier link's expected days", () => {
    expect(linkDueAt(setup, arrangedAt, "cutting")?.toISOString()).toBe("2026-11-02T08:00:00.000Z");
    expect(linkDueAt(setup, arrangedAt, "frame_assembly")?.toISOString()).toBe("2026-11-04T08:00:00.000Z");
    expect(linkDueAt(setup, arrangedAt, "strip")).toBeNull();
  });
  it("flags the unit when its current link is past due, not when it is finished", () => {
    const unit = { arrangedAt, finished: [done("cutting")] };
    expect(isUnitOverdue(setup, unit, at("2026-11-04T08:00:00Z"))).toBe(false);
    expect(isUnitOverdue(setup, unit, at("2026-11-04T08:00:01Z"))).toBe(true);
    const complete = { arrangedAt, finished: [done("cutting"), done("frame_assembly"), done("packing")] };
    expect(isUnitOverdue(setup, complete, at("2027-01-01T00:00:00Z"))).toBe(false);
  });
  it("gives each link its SPEC §4 status", () => {
    const unit = { arrangedAt, finished: [done("cutting")] };
    const bound = new Set(["cutting", "frame_assembly"] as const);
    const now = at("2026-11-03T00:00:00Z");
    expect(linkStatus(setup, unit, "cutting", now, bound)).toBe("finished");
    expect(linkStatus(setup, unit, "frame_assembly", now, bound)).toBe("processing");
    expect(linkStatus(setup, unit, "packing", now, bound)).toBe("unassigned");
    expect(linkStatus(setup, unit, "frame_assembly", at("2026-11-05T00:00:00Z"), bound)).toBe("overdue");
  });
});

describe("progress", () => {
  it("counts per link and overall in whole percent", () => {
    const units = [
      { finished: [done("cutting"), done("frame_assembly")] },
      { finished: [done("cutting")] },
      { finished: [] },
    ];
    const p = progress(setup, units);
    expect(p.perLink).toEqual([
      { link: "cutting", done: 2, total: 3, percent: 66 },
      { link: "frame_assembly", done: 1, total: 3, percent: 33 },
      { link: "packing", done: 0, total: 3, percent: 0 },
    ]);
    expect(p.percent).toBe(33);
    expect(progress(setup, []).percent).toBe(0);
  });
});
