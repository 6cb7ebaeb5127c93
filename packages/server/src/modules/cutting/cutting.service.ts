// Optimize the cutting of chosen orders: the profile lines of their BOMs that carry the
// optimize flag become pieces, grouped by profile code and colour, each group solved in the
// worker pool. Nothing is written: the plan is a preview until confirmed.

import { randomUUID } from "node:crypto";
import {
  type ConfirmBody,
  MAX_PIECES_PER_REQUEST,
  type OptimizeBody,
  type OptimizeSolve,
  type ReverseBody,
} from "@fenestra/api";
import type { Bom } from "@fenestra/core";
import type { AcuteEnd } from "@fenestra/core/bom/index";
import {
  type CuttingInput,
  type CuttingIssue,
  checkPlan,
  FREE_OPTIMIZATIONS_PER_MONTH,
  groupPieces,
  OPTIMIZATION_PRICE_FEN,
  type PieceGroup,
  type PieceInput,
  usageMonth,
} from "@fenestra/core/cutting/index";
import { type SawSettings, sawSettingsOf } from "@fenestra/core/cutting/settings";
import { type OffcutRule, offcutDestination, offcutRule } from "@fenestra/core/warehouse/index";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import { findVisibleOrder } from "../../tenancy/order-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { listOrderItems } from "../bom/bom.queries.ts";
import { orderBom } from "../bom/bom.service.ts";
import { unitSerialsOfItems, windowWithUnits } from "../production/production-units.ts";
import { moduleValue } from "../series/series.access.ts";
import { getSeriesForCompany, type LoadedSeries } from "../series/series.service.ts";
import { positionIdByName } from "../warehouse/warehouse.positions.ts";
import { readSettings as readWarehouseSettings } from "../warehouse/warehouse.queries.ts";
import { DEFAULT_SETTINGS } from "../warehouse/warehouse.service.ts";
import type { CuttingPool, TaskOwner } from "./cutting.pool.ts";
import * as q from "./cutting.queries.ts";

/**
 * The optimize-flagged profile lines of an order's BOM as pieces, labelled with the numbers of the
 * windows they come from ("C1", as the order names them; `windowNos[i]` is the number of the
 * BOM's window i, the order's items in id order) and then the order number, so a narrow bar on a
 * phone still shows the window.
 */
export function piecesOfBom(
  orderNo: string,
  bom: Bom,
  windowNos: readonly string[],
  acuteEnds?: Record<string, readonly AcuteEnd[]>,
): PieceInput[] {
  const out: PieceInput[] = [];
  bom.profiles.forEach((line, k) => {
    if (!line.optimize || line.count <= 0 || line.length <= 0) return;
    const windows = [...new Set(line.sources.map((s) => windowNos[s.window] || `#${s.window + 1}`))];
    const piece: PieceInput = {
      id: `${orderNo}/${line.code}/${k + 1}`,
      length: line.length,
      count: line.count,
      label: `${windows.join(",")} · ${orderNo}`,
      profile: line.code,
      color: line.colour,
    };
    if (line.angleA > 0 && line.angleA <= 90 && line.angleB > 0 && line.angleB <= 90)
      piece.angles = [line.angleA, line.angleB];
    // the sheet shows an end cut square on a cleat with the joint it replaces
    if (acuteEnds && line.acuteEnds) acuteEnds[piece.id] = line.acuteEnds;
    out.push(piece);
  });
  return out;
}

/**
 * The stock bars: the caller's bar lengths, else the caller's default stock length, else the
 * company's default stock length (warehouse settings, when it saved them), else the stock lengths
 * of the orders' series.
 */
function stockOf(
  settings: OptimizeBody["settings"],
  company: { defaultStockLength: number } | undefined,
  bom: Bom[],
): CuttingInput["stock"] {
  if (settings.barLengths && settings.barLengths.length > 0)
    return settings.barLengths.map((length) => ({ length }));
  if (settings.defaultStockLength) return [{ length: settings.defaultStockLength }];
  if (company) return [{ length: company.defaultStockLength }];
  const fromSeries = new Set(
    bom.flatMap((b) => b.profiles.filter((p) => p.optimize).map((p) => p.stockLength)),
  );
  const lengths = [...fromSeries].filter((l) => l > 0);
  return (lengths.length > 0 ? lengths : [6000]).map((length) => ({ length }));
}

function refusal(issues: CuttingIssue[]): AppError {
  return new AppError(
    issues.some((i) => i.code === "too_much_data")
      ? "other.optimize_too_much_data"
      : "other.optimize_data_incorrect",
  );
}

/** The optimizer input of the chosen orders: their optimize-flagged profile lines and offcuts. */
async function buildInput(db: Db, tenant: Tenant, body: OptimizeBody, now: Date) {
  const orders: { id: number; orderNo: string }[] = [];
  const boms: Bom[] = [];
  const pieces: PieceInput[] = [];
  const acuteEnds: Record<string, readonly AcuteEnd[]> = {};
  const series = new Map<string, LoadedSeries>();
  for (const id of [...new Set(body.orderIds)]) {
    // The windows as they are now: a BOM computed before a window was added or redrawn is redone.
    const stored = await orderBom(db, tenant, id, now, false);
    const r = stored.stale ? await orderBom(db, tenant, id, now, true) : stored;
    const orderNo = r.order.orderNo || String(r.order.id);
    const found = await findVisibleOrder(db, tenant, id);
    if (!found) throw new AppError("missing.order");
    // Each piece's label names its window and the production units made of it (once arranged).
    const items = await listOrderItems(db, found.order);
    const serials = await unitSerialsOfItems(
      db,
      items.map((item) => item.id),
    );
    const windowNos = items.map((item) => windowWithUnits(item.windowNo, serials.get(item.id) ?? []));
    for (const item of items) await loadSeries(db, tenant, item.seriesId || "default", series);
    orders.push({ id: r.order.id, orderNo });
    boms.push(r.bom);
    pieces.push(...piecesOfBom(orderNo, r.bom, windowNos, acuteEnds));
  }
  if (pieces.length === 0) throw new AppError("other.optimize_data_incorrect");
  const total = pieces.reduce((s, p) => s + (p.count ?? 1), 0);
  if (total > MAX_PIECES_PER_REQUEST) throw new AppError("other.optimize_too_much_data");
  const { settings } = body;
  // What the caller leaves out comes from the company's warehouse settings (SPEC §9).
  const saved = await readWarehouseSettings(db, tenant);
  const input: CuttingInput = {
    stock: stockOf(settings, saved, boms),
    minLeftover: settings.minLeftover ?? saved?.leftoverMin ?? DEFAULT_SETTINGS.leftoverMin,
    timeLimitMs: settings.timeLimitMs,
    pieces,
  };
  const use = settings.useLeftovers;
  if (use !== false) {
    const codes = [...new Set(pieces.map((p) => p.profile ?? ""))];
    const rows = await q.availableSurplus(
      db,
      tenant,
      codes,
      orders.map((o) => o.id),
    );
    const chosen = use === true ? rows : rows.filter((r) => use.includes(r.id));
    input.leftovers = chosen.map((r) => ({
      id: leftoverId(r.id),
      length: r.length,
      profile: r.code,
      color: r.color,
    }));
  }
  const models = [...series.values()].map((s) => s.model);
  // The saw of each profile: what the caller typed, else its series' (SPEC §9, issue 28).
  const sawOf = (profile: string): SawSettings => {
    const own = sawSettingsOf(models, profile);
    return {
      kerf: settings.kerf ?? own.kerf,
      trimStart: settings.trimStart ?? own.trimStart,
      trimEnd: settings.trimEnd ?? own.trimEnd,
    };
  };
  const groups = groupPieces(input).map((g) => ({ ...g, input: { ...g.input, ...sawOf(g.profile) } }));
  return { orders, input, groups, saved, acuteEnds };
}

/** The series `key` names ("default" or an id), loaded once into `into`; a missing one is skipped. */
async function loadSeries(db: Db, tenant: Tenant, key: string, into: Map<string, LoadedSeries>) {
  if (into.has(key)) return;
  const loaded = await getSeriesForCompany(db, tenant, key);
  if (loaded) into.set(key, loaded);
}

/** The saw settings of the series the chosen orders' windows use (the optimizer page shows them). */
export async function sawSettingsOfOrders(db: Db, tenant: Tenant, orderIds: number[]) {
  const series = new Map<string, LoadedSeries>();
  for (const id of [...new Set(orderIds)]) {
    const found = await findVisibleOrder(db, tenant, id);
    if (!found) throw new AppError("missing.order");
    for (const item of await listOrderItems(db, found.order))
      await loadSeries(db, tenant, item.seriesId || "default", series);
  }
  const unique = new Map<number, LoadedSeries>();
  for (const s of series.values()) unique.set(s.id, s);
  return {
    series: [...unique.values()]
      .sort((a, b) => a.model.name.localeCompare(b.model.name))
      .map((s) => ({ id: s.id, name: s.model.name, ...s.model.cutting })),
  };
}

const leftoverId = (surplusId: number) => `S${surplusId}`;

/** The end-cut angles of a group's pieces by piece id (the cutting sheet prints them). */
/** The acute ends of a group's pieces by piece id, when any piece has one. */
function acuteEndsOf(
  groups: PieceGroup[],
  of: { profile: string; color: string },
  acuteEnds: Record<string, readonly AcuteEnd[]>,
) {
  const group = groups.find((g) => g.profile === of.profile && g.color === of.color);
  const found = (group?.input.pieces ?? []).flatMap((p) => {
    const ends = acuteEnds[p.id];
    return ends ? [[p.id, [...ends]] as [string, AcuteEnd[]]] : [];
  });
  return found.length > 0 ? { acuteEnds: Object.fromEntries(found) } : {};
}

function anglesOf(groups: PieceGroup[], of: { profile: string; color: string }) {
  const group = groups.find((g) => g.profile === of.profile && g.color === of.color);
  return Object.fromEntries(
    (group?.input.pieces ?? []).flatMap((p) => (p.angles ? [[p.id, p.angles] as const] : [])),
  );
}

/** This month's metering as the optimizer page shows it: free runs left per profile code, balance. */
export async function usageSummary(db: Db, tenant: Tenant, now: Date) {
  const month = usageMonth(now);
  const { used, balanceFen } = await q.usageOf(db, tenant, month);
  const profiles = [...used.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => ({
      code,
      used: count,
      freeLeft: Math.max(0, FREE_OPTIMIZATIONS_PER_MONTH - count),
    }));
  return {
    month,
    freePerMonth: FREE_OPTIMIZATIONS_PER_MONTH,
    priceFen: OPTIMIZATION_PRICE_FEN,
    balanceFen,
    profiles,
  };
}

/** Whose the pool's tasks for `body` are: the company's, under the page's ticket (or one of its own). */
function ownerOf(tenant: Tenant, body: { ticket?: string }): TaskOwner {
  return { company: tenant.companyId, request: body.ticket ?? randomUUID() };
}

export async function optimizeOrders(
  db: Db,
  tenant: Tenant,
  body: OptimizeSolve,
  now: Date,
  pool: CuttingPool,
) {
  const { plan, meter } = await solveOrders(db, tenant, body, now, pool);
  await meter(db);
  return plan;
}

/**
 * The plans of an optimization and its metering, apart: the job (cutting.optimize-job.ts) writes the
 * metering with its result, once. Refuses before solving when the balance cannot pay (SPEC §9);
 * `progress` hears the share of the profile groups solved.
 */
export async function solveOrders(
  db: Db,
  tenant: Tenant,
  body: OptimizeSolve,
  now: Date,
  pool: CuttingPool,
  progress: (share: number) => unknown = () => undefined,
) {
  const { orders, groups: pieceGroups, acuteEnds } = await buildInput(db, tenant, body, now);
  // Metering (SPEC §9): one use per profile code; refuse before solving when the balance
  // cannot pay, charge only once the plans are made.
  const month = usageMonth(now);
  const codes = [...new Set(pieceGroups.map((g) => g.profile))];
  const usage = await q.usageOf(db, tenant, month);
  if (q.chargeOf(usage.used, codes) > usage.balanceFen) throw new AppError("other.optimize_count_used_up");
  const owner = ownerOf(tenant, body);
  let solved = 0;
  const plans = await Promise.all(
    pieceGroups.map(async (g) => {
      const plan = await pool.run(g, owner);
      solved += 1;
      await progress(solved / pieceGroups.length);
      return plan;
    }),
  );
  const groups = [];
  const summary = {
    stockBars: 0,
    leftoversUsed: 0,
    pieceLength: 0,
    barLength: 0,
    waste: 0,
    utilization: 0,
    optimal: true,
  };
  let footprint = 0;
  for (const g of plans) {
    if (!g.result.ok) throw refusal(g.result.issues);
    const plan = g.result.value;
    const s = plan.summary;
    summary.stockBars += s.stockBars;
    summary.leftoversUsed += s.leftoversUsed;
    summary.pieceLength += s.pieceLength;
    summary.waste += s.waste;
    summary.optimal &&= s.optimal;
    footprint += s.pieceLength - s.nestingSaving;
    for (const b of plan.bars) summary.barLength += b.length * b.repeat;
    groups.push({
      profile: g.profile,
      color: g.color,
      plan,
      angles: anglesOf(pieceGroups, g),
      ...acuteEndsOf(pieceGroups, g, acuteEnds),
    });
  }
  summary.utilization =
    summary.barLength > 0 ? Math.round((footprint / summary.barLength) * 10000) / 10000 : 0;
  summary.waste = Math.round(summary.waste * 10) / 10;
  const meter = async (into: Db) => {
    if (!(await q.meterOptimization(into, tenant, month, codes)))
      throw new AppError("other.optimize_count_used_up");
  };
  return { plan: { orders, groups, summary }, meter };
}

/**
 * Reverse optimization (SPEC §5): per profile/colour group, the stock length in
 * [min, max] at `step` that wastes least, each group in the worker pool. Bar lengths and
 * warehouse offcuts in the settings are ignored: the question is which bar to buy. Not
 * metered and no plan returned, so it cannot stand in for an optimization (docs/cutting.md).
 */
export async function reverseOrders(db: Db, tenant: Tenant, body: ReverseBody, now: Date, pool: CuttingPool) {
  const noOffcuts = { ...body, settings: { ...body.settings, useLeftovers: false as const } };
  const { orders, groups: pieceGroups } = await buildInput(db, tenant, noOffcuts, now);
  const { min, max, step } = body.range;
  const owner = ownerOf(tenant, body);
  const results = await Promise.all(pieceGroups.map((g) => pool.reverse(g, body.range, owner)));
  const groups = results.map(({ profile, color, result }) => {
    if (!result.ok)
      throw result.issues.some((i) => i.code === "piece_too_long")
        ? new AppError("other.reverse_no_length")
        : refusal(result.issues);
    const { length, plan, candidates } = result.value;
    const s = plan.summary;
    return {
      profile,
      color,
      length,
      waste: s.waste,
      stockBars: s.stockBars,
      pieceLength: s.pieceLength,
      utilization: s.utilization,
      candidates: [...candidates].sort((a, b) => a.length - b.length),
    };
  });
  return { orders, range: { min, max, step }, tried: Math.floor((max - min) / step) + 1, groups };
}

/**
 * How the plan's offcuts are sorted: from the plan's own leftover minimum, by the warehouse's
 * leftover maximum and step when the company has the warehouse (longer offcuts go back to its
 * stock), else every offcut from the minimum up is a leftover.
 */
async function offcutRuleOf(
  db: Db,
  tenant: Tenant,
  min: number,
  saved: { leftoverMax: number; leftoverStep: number } | undefined,
): Promise<OffcutRule> {
  const hasWarehouse = (await moduleValue(db, tenant, "warehouse")) > 0;
  return offcutRule(min, hasWarehouse ? (saved ?? DEFAULT_SETTINGS) : undefined);
}

/**
 * Confirm plans: each must be a valid plan of its group for the same orders, settings and
 * offcuts (checked again here). In one transaction the offcuts it cuts from are marked
 * consumed, the offcuts it keeps are stored and the bars it cuts from are recorded for picking;
 * a refusal writes nothing.
 */
export async function confirmPlans(db: Db, tenant: Tenant, body: ConfirmBody, now: Date) {
  const { orders, input, groups, saved } = await buildInput(db, tenant, body, now);
  const consumed: number[] = [];
  const kept: q.KeptOffcut[] = [];
  const cuts: q.ConfirmedCut[] = [];
  const seen = new Set<string>();
  const rule = await offcutRuleOf(db, tenant, Math.max(1, input.minLeftover ?? 0), saved);
  for (const g of groups) {
    const key = JSON.stringify([g.profile, g.color]);
    const submitted = body.plans.find((p) => JSON.stringify([p.profile, p.color]) === key);
    if (!submitted || seen.has(key)) throw new AppError("other.optimize_data_incorrect");
    seen.add(key);
    let problems: string[];
    try {
      problems = checkPlan(g.input, submitted.plan);
    } catch {
      problems = ["malformed plan"];
    }
    if (problems.length > 0) throw new AppError("other.optimize_data_incorrect");
    for (const bar of submitted.plan.bars) {
      const surplusId = bar.source === "leftover" && bar.leftoverId ? Number(bar.leftoverId.slice(1)) : null;
      if (surplusId !== null) consumed.push(surplusId);
      const offcut = bar.remainderKind === "leftover" ? offcutDestination(bar.remainder, rule) : null;
      const backToStock = offcut?.to === "stock" ? offcut.length : 0;
      cuts.push({
        code: g.profile,
        color: g.color,
        length: bar.length,
        count: bar.repeat,
        surplusId,
        backToStock,
      });
      if (offcut?.to === "leftover")
        for (let k = 0; k < bar.repeat; k++)
          kept.push({ code: g.profile, color: g.color, length: offcut.length });
    }
  }
  if (body.plans.length !== groups.length) throw new AppError("other.optimize_data_incorrect");
  // The kept offcuts name their orders by keptFor (the leftover list reads the numbers from there).
  const done = await q.confirmOffcuts(db, tenant, consumed, kept, {
    positionId: await positionIdByName(db, tenant, body.position),
    now,
    // The warehouse's pick list reads what the plan cuts from.
    cuts: { orderIds: orders.map((o) => o.id), bars: cuts },
  });
  if (done === "taken") throw new AppError("other.optimize_data_incorrect");
  if (done === "in use") throw new AppError("other.plan_in_use");
  return done;
}
