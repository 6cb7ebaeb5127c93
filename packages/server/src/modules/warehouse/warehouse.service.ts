// The warehouse's rules: a stock operation's lines are checked against the materials (an existing
// one, a colour it has, a length for profiles only), then planned by core's ledger against the
// balances locked in the one fixed order, and written with them in one transaction. The
// client's request id makes a repeat answer the first operation and write nothing.
import type {
  MaterialBody,
  MaterialUpdate,
  OperationBody,
  PickBody,
  StockOperation,
  SurplusUpdate,
  WarehouseSettings,
  WarehouseSettingsUpdate,
} from "@fenestra/api";
import type { Language } from "@fenestra/core";
import type { LabelPaper } from "@fenestra/core/scanning/label-paper";
import { formatScanCode, type ScanToken } from "@fenestra/core/scanning/scan-code";
import {
  compareItems,
  type ItemKey,
  itemKey,
  type LineInput,
  type PlanRefusal,
  planOperation,
  planReversal,
  returnableOf,
  type StockOperationType,
} from "@fenestra/core/warehouse/index";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { series } from "../../db/schema/index.ts";
import { documentWords } from "../../i18n/catalogue.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { sameRequestOrRefuse } from "../../plugins/request-identity.ts";
import { newScanToken } from "../../shared/tokens.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import * as positions from "./warehouse.positions.ts";
import * as q from "./warehouse.queries.ts";

/** SPEC §9 leaves the values open; these are the optimizer page's own defaults. */
export const DEFAULT_SETTINGS: WarehouseSettings = {
  leftoverMin: 500,
  leftoverMax: 2500,
  leftoverStep: 100,
  defaultStockLength: 6000,
  version: 0,
};

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

// --- materials -------------------------------------------------------------------------

export function materialOut(row: { m: q.MaterialWithPosition; stock: number; leftovers: number }) {
  const { m } = row;
  return {
    id: m.id,
    category: m.category as MaterialBody["category"],
    code: m.code,
    name: m.name,
    colors: m.colors,
    brand: m.brand,
    unit: m.unit,
    rawLength: m.rawLength,
    thickness: m.thickness,
    weightGrams: m.weightGrams,
    costFen: m.costFen,
    position: m.position,
    positionId: m.positionId,
    texture: m.texture,
    warnThreshold: m.warnThreshold,
    stock: row.stock,
    leftovers: row.leftovers,
    version: m.version,
  };
}

function materialValues(body: MaterialBody, positionId: number | null): q.MaterialValues {
  const { positionId: _, position: __, ...values } = body;
  const colors = [...new Set(values.colors)];
  return { ...values, positionId, colors, rawLength: values.category === "profile" ? values.rawLength : 0 };
}

/** The body's fields that only some categories have: a raw length only on a profile. */
function checkMaterial(body: MaterialBody) {
  if (body.category !== "profile" && body.rawLength > 0)
    throw new FieldError("rawLength", "warehouse.length_not_profile");
}

async function uniqueCode(db: Db, tenant: Tenant, body: MaterialBody, id?: number) {
  const other = await q.findMaterialByCode(db, tenant, body.category, body.code);
  if (other && other.id !== id) throw new FieldError("code", "warehouse.code_exists");
}

export async function createMaterial(db: Db, tenant: Tenant, input: MaterialBody, now: Date) {
  checkMaterial(input);
  await uniqueCode(db, tenant, input);
  const positionId = await positions.positionIdOf(db, tenant, input);
  const row = await q.insertMaterial(db, tenant, materialValues(input, positionId), now).catch(uniqueToField);
  return getMaterial(db, tenant, row.id);
}

export async function updateMaterial(db: Db, tenant: Tenant, id: number, update: MaterialUpdate) {
  const { version, overwrite, ...input } = update;
  const before = await q.findMaterial(db, tenant, id);
  if (!before) throw new AppError("warehouse.material_missing");
  checkMaterial(input);
  await uniqueCode(db, tenant, input, id);
  const positionId = await positions.positionIdOf(db, tenant, input);
  const stocked = await q.stockColors(db, tenant, id);
  const kept = new Set(input.colors);
  for (const [color, n] of stocked)
    if (n > 0 && color !== "" && !kept.has(color))
      throw new FieldError("colors", "warehouse.color_has_stock", { color });
  const total = [...stocked.values()].reduce((a, b) => a + b, 0);
  if (total > 0 && input.category !== before.category)
    throw new FieldError("category", "delete_blocked.stock_remaining");
  await q
    .updateMaterial(db, tenant, id, materialValues(input, positionId), { version, overwrite })
    .catch(uniqueToField);
  return getMaterial(db, tenant, id);
}

export async function getMaterial(db: Db, tenant: Tenant, id: number) {
  const row = await q.materialWithStock(db, tenant, id);
  if (!row) throw new AppError("warehouse.material_missing");
  return materialOut(row);
}

export async function deleteMaterial(db: Db, tenant: Tenant, id: number, now: Date) {
  if (!(await q.findMaterial(db, tenant, id))) throw new AppError("warehouse.material_missing");
  if (!(await q.archiveMaterial(db, tenant, id, now))) throw new AppError("delete_blocked.stock_remaining");
  return { id };
}

function uniqueToField(e: unknown): never {
  if (isPgError(e, "23505")) throw new FieldError("code", "warehouse.code_exists");
  throw e;
}

function isPgError(e: unknown, code: string): boolean {
  for (let x: unknown = e; x && typeof x === "object"; x = (x as { cause?: unknown }).cause)
    if ((x as { code?: unknown }).code === code) return true;
  return false;
}

// --- operations -------------------------------------------------------------------------

type FormLine = OperationBody["lines"][number];
export type CheckedLine = LineInput & { note: string };

/**
 * The form's lines as stock items, or the field's refusal: an existing material, a colour it has
 * (none when it has none), a length for a profile and none for the rest, a count (0 only in a count).
 */
export async function checkLines(
  db: Db,
  tenant: Tenant,
  type: StockOperationType,
  lines: readonly FormLine[],
  field = "lines",
): Promise<{ lines: CheckedLine[]; costOf: (item: ItemKey) => number }> {
  const materials = await q.findMaterialsByIds(
    db,
    tenant,
    lines.map((l) => l.materialId),
  );
  const out: CheckedLine[] = [];
  for (const [i, l] of lines.entries()) {
    const at = (name: string) => `${field}.${i}.${name}`;
    const m = materials.get(l.materialId);
    if (!m) throw new FieldError(at("materialId"), "warehouse.choose_existing");
    const color = l.color ?? "";
    if (m.colors.length > 0 ? !m.colors.includes(color) : color !== "")
      throw new FieldError(
        at("color"),
        m.colors.length > 0 && color === "" ? "warehouse.color_required" : "warehouse.color_not_of_material",
      );
    let length = 0;
    if (m.category === "profile") {
      if (l.length === undefined || l.length <= 0)
        throw new FieldError(at("length"), "warehouse.length_and_count_required");
      length = l.length;
    } else if (l.length !== undefined && l.length !== 0) {
      throw new FieldError(at("length"), "warehouse.length_not_profile");
    }
    if (type !== 7 && l.count < 1) throw new FieldError(at("count"), "warehouse.count_invalid");
    out.push({
      materialId: m.id,
      color,
      length,
      count: l.count,
      costFen: l.costFen ?? null,
      note: l.note ?? "",
    });
  }
  return {
    lines: out,
    costOf: (item) => materials.get(item.materialId)?.costFen ?? 0,
  };
}

type Write = {
  op: q.NewOperation;
  lines: CheckedLine[];
  costOf: (item: ItemKey) => number;
  /** Field prefix of a refused line. */
  field?: string;
  /** More writes in the same transaction, after the lines (a purchase order's received counts, leftovers). */
  after?: (tx: Db, op: q.OperationRow) => Promise<void>;
  /** Runs first inside the transaction, after the request id is claimed. */
  before?: (tx: Db) => Promise<void>;
  /**
   * A contract's return-in: per item, what its confirmed plan sends back to the stock as bars of
   * another length (returnableOf); the rest it may return is what its ledger lines picked.
   */
  backToStock?: ReadonlyMap<string, number>;
};

/**
 * Writes one operation: claims the request id, locks the items' balances in the fixed order,
 * plans with core's ledger, writes lines and balances. A refusal (out of stock) rolls all back.
 * Answers the operation as written, or the first operation when the same request used the
 * request id (its claim: see onceByRequest; another request's id is refused, firstOfRequest).
 */
export async function writeOperation(db: Db, tenant: Tenant, w: Write, now: Date): Promise<StockOperation> {
  try {
    return await db.transaction(async (tx) => {
      const op = await q.insertOperation(tx, tenant, w.op, now);
      await w.before?.(tx);
      const items = uniqueItems(w.lines);
      const balances = await q.lockBalances(tx, tenant, items);
      // A contract's return is at most what it picked and has not returned: read under the
      // balances' locks, so parallel returns of an item queue and each sees the ones before it.
      const returnable =
        w.op.type === 2 && w.op.contractId != null
          ? returnableOf(await q.contractPickLines(tx, tenant, w.op.contractId, items), w.backToStock)
          : undefined;
      const plan = planOperation(w.op.type as StockOperationType, w.lines, balances, w.costOf, returnable);
      if (!plan.ok) throw refusal(plan.refusal, w.field ?? "lines");
      const written = await q.writeLines(
        tx,
        tenant,
        op,
        plan.lines.map((l, i) => ({ ...l, note: w.lines[i]?.note ?? "" })),
        plan.balances,
      );
      await w.after?.(tx, op);
      return detailOf({ ...op, reversedById: null }, written);
    });
  } catch (e) {
    if (e instanceof q.RequestSeen) {
      const first = await firstOfRequest(db, tenant, w.op);
      if (first) return operationDetail(db, tenant, first.id);
    }
    if (isPgError(e, "23514")) throw new AppError("warehouse.count_out_of_stock");
    throw e;
  }
}

/** A client's request id and the identity of the request carrying it (plugins/request-identity.ts). */
export type ClientRequest = { requestId: string; requestHash: string };

/**
 * The operation already written under this request id, when this same request wrote it (a
 * retry, a double tap); the id used by any other request (another route, body or caller) is
 * refused with conflict.idempotency_key_reused, the Idempotency-Key's rule. Undefined: unused.
 */
export async function firstOfRequest(db: Db, tenant: Tenant, request: ClientRequest) {
  const seen = await q.findOperationByRequest(db, tenant, request.requestId);
  if (seen) sameRequestOrRefuse(seen.requestHash, request.requestHash);
  return seen;
}

function uniqueItems(lines: readonly ItemKey[]): ItemKey[] {
  const byKey = new Map(
    lines.map((l) => [itemKey(l), { materialId: l.materialId, color: l.color, length: l.length }]),
  );
  return [...byKey.values()].sort(compareItems);
}

function refusal(r: PlanRefusal, field: string) {
  if (r.code === "duplicate_item")
    return new FieldError(`${field}.${r.line}.materialId`, "warehouse.duplicate_item");
  if (r.code === "more_than_picked")
    return new FieldError(`${field}.${r.line}.count`, "warehouse.return_more_than_picked", {
      returnable: String(r.returnable),
    });
  return new FieldError(`${field}.${r.line}.count`, "warehouse.count_out_of_stock_available", {
    available: String(r.available),
  });
}

/**
 * Checks and writes an operation under a client's request id. A repeat of a written one answers
 * the first result: caught by the request id's claim when it passes the checks again, or, when
 * the checks now refuse it (the state moved on since), by looking the id up before answering the
 * refusal. So a first request pays no lookup. Either way the id of another request is refused
 * as reused (firstOfRequest).
 */
export async function onceByRequest(
  db: Db,
  tenant: Tenant,
  request: ClientRequest,
  checkAndWrite: () => Promise<StockOperation>,
): Promise<StockOperation> {
  try {
    return await checkAndWrite();
  } catch (e) {
    if (e instanceof AppError || e instanceof FieldError) {
      const seen = await firstOfRequest(db, tenant, request);
      if (seen) return operationDetail(db, tenant, seen.id);
    }
    throw e;
  }
}

export async function recordOperation(
  db: Db,
  tenant: Tenant,
  body: OperationBody,
  now: Date,
  requestHash: string,
) {
  const request = { requestId: body.requestId, requestHash };
  return onceByRequest(db, tenant, request, async () => {
    const type = body.type as StockOperationType;
    const { lines, costOf } = await checkLines(db, tenant, type, body.lines);
    return writeOperation(db, tenant, { op: { type, ...request, note: body.note }, lines, costOf }, now);
  });
}

export async function reverseOperation(
  db: Db,
  tenant: Tenant,
  id: number,
  body: { requestId: string; note: string },
  now: Date,
  requestHash: string,
) {
  const request = { requestId: body.requestId, requestHash };
  const seen = await firstOfRequest(db, tenant, request);
  if (seen) return operationDetail(db, tenant, seen.id);
  const original = await q.findOperation(db, tenant, id);
  if (!original) throw new AppError("warehouse.operation_missing");
  if (original.reversesId !== null) throw new AppError("warehouse.reversal_not_reversible");
  if ((await q.reversalOf(db, tenant, id)) !== null) throw new AppError("warehouse.already_reversed");
  const lines = (await q.operationLines(db, tenant, id)).map((l) => ({
    materialId: l.materialId,
    color: l.color,
    length: l.length,
    type: l.type as StockOperationType,
    delta: l.delta,
    valueFen: l.valueFen,
    unitCostFen: l.unitCostFen,
    counted: l.counted,
    balanceAfter: l.balanceAfter,
  }));
  const op = {
    type: original.type,
    ...request,
    reversesId: id,
    contractId: original.contractId,
    note: body.note,
  };
  try {
    return await db.transaction(async (tx) => {
      const row = await q.insertOperation(tx, tenant, op, now);
      const items = uniqueItems(lines);
      const balances = await q.lockBalances(tx, tenant, items);
      // Undoing a contract's pick-out takes back what it picked: not what it has since returned.
      if ((original.type === 4 || original.type === 5) && original.contractId !== null) {
        const returnable = returnableOf(await q.contractPickLines(tx, tenant, original.contractId, items));
        const undone = new Map<string, number>();
        for (const l of lines) undone.set(itemKey(l), (undone.get(itemKey(l)) ?? 0) - l.delta);
        for (const [k, n] of undone)
          if (n > (returnable.get(k) ?? 0)) throw new AppError("warehouse.pick_already_returned");
      }
      const plan = planReversal(lines, balances);
      if (!plan.ok) throw new AppError("warehouse.count_out_of_stock");
      const written = await q.writeLines(tx, tenant, row, plan.lines, plan.balances);
      return detailOf({ ...row, reversedById: null }, written);
    });
  } catch (e) {
    if (e instanceof q.RequestSeen) {
      const first = await firstOfRequest(db, tenant, request);
      if (first) return operationDetail(db, tenant, first.id);
    }
    if (isPgError(e, "23505")) throw new AppError("warehouse.already_reversed");
    if (isPgError(e, "23514")) throw new AppError("warehouse.count_out_of_stock");
    throw e;
  }
}

export function lineOut(l: Awaited<ReturnType<typeof q.operationLines>>[number]) {
  return {
    ...l,
    category: l.category as MaterialBody["category"],
    createdAt: iso(l.createdAt),
  };
}

export async function operationDetail(db: Db, tenant: Tenant, id: number): Promise<StockOperation> {
  const op = await q.findOperationWithReversal(db, tenant, id);
  if (!op) throw new AppError("warehouse.operation_missing");
  return detailOf(op, await q.operationLines(db, tenant, id));
}

function detailOf(
  op: q.OperationRow & { reversedById: number | null },
  lines: Awaited<ReturnType<typeof q.operationLines>>,
): StockOperation {
  return {
    id: op.id,
    type: op.type,
    requestId: op.requestId,
    reversesId: op.reversesId,
    reversedById: op.reversedById,
    contractId: op.contractId,
    note: op.note,
    createdAt: iso(op.createdAt),
    lines: lines.map(lineOut),
  };
}

// --- stock, ledger, surplus, settings ------------------------------------------------------

export async function stockStatus(
  db: Db,
  tenant: Tenant,
  { positionId, ...query }: Parameters<typeof q.stockPage>[2] & { positionId?: number },
) {
  const position =
    positionId === undefined ? undefined : await positions.positionFilter(db, tenant, positionId);
  const page = await q.stockPage(db, tenant, { ...query, positionId: position });
  return {
    total: page.total,
    totalValueFen: Number(page.totalValueFen),
    items: page.items.map(stockRowOut),
  };
}

export function stockRowOut(r: Awaited<ReturnType<typeof q.stockPage>>["items"][number]) {
  const valueFen = Number(r.valueFen);
  return {
    ...r,
    category: r.category as MaterialBody["category"],
    valueFen,
    averageCostFen: r.quantity > 0 ? Math.round(valueFen / r.quantity) : null,
    warning: Boolean(r.warning),
  };
}

export async function warnings(db: Db, tenant: Tenant) {
  const page = await q.stockPage(db, tenant, { warning: "1", page: 1, pageSize: 10 });
  return { count: page.total, items: page.items.map(stockRowOut) };
}

export async function ledger(db: Db, tenant: Tenant, query: Parameters<typeof q.ledgerPage>[2]) {
  const page = await q.ledgerPage(db, tenant, query);
  return { total: page.total, items: page.items.map(lineOut) };
}

export function surplusOut(s: q.SurplusRow) {
  return {
    id: s.id,
    code: s.code,
    color: s.color,
    length: s.length,
    position: s.position,
    positionId: s.positionId,
    status: s.status as "available" | "consumed" | "scrapped",
    sourceOrders: s.sourceOrders,
    createdAt: iso(s.createdAt),
    scrappedAt: s.scrappedAt ? iso(s.scrappedAt) : null,
    version: s.version,
  };
}

export async function surplusList(db: Db, tenant: Tenant, f: q.SurplusFilter) {
  const page = await q.surplusPage(db, tenant, f);
  return { total: page.total, items: page.items.map(surplusOut) };
}

/** Leftovers entered by hand: of a profile material the company has, in a colour it has. */
export async function addSurplus(
  db: Db,
  tenant: Tenant,
  body: {
    code: string;
    color: string;
    length: number;
    count: number;
    position: string;
    positionId?: number | null | undefined;
  },
  now: Date,
) {
  const m = await q.findMaterialByCode(db, tenant, "profile", body.code);
  if (!m) throw new FieldError("code", "warehouse.choose_existing");
  if (m.colors.length > 0 ? !m.colors.includes(body.color) : body.color !== "")
    throw new FieldError("color", "warehouse.color_not_of_material");
  const { positionId: _, position: __, ...row } = body;
  const positionId = await positions.positionIdOf(db, tenant, body);
  return { added: await q.insertSurplus(db, tenant, { ...row, positionId }, now) };
}

export async function moveSurplus(db: Db, tenant: Tenant, id: number, body: SurplusUpdate) {
  if (!(await q.findSurplus(db, tenant, id))) throw new AppError("warehouse.surplus_missing");
  const { version, overwrite, ...place } = body;
  const positionId = await positions.positionIdOf(db, tenant, place);
  const row = await q.setSurplusPosition(db, tenant, id, positionId, { version, overwrite });
  if (!row) throw new AppError("warehouse.surplus_missing");
  return surplusOut(row);
}

export async function scrapSurplus(db: Db, tenant: Tenant, id: number, now: Date) {
  const row = await q.findSurplus(db, tenant, id);
  if (!row) throw new AppError("warehouse.surplus_missing");
  const done = await q.scrapSurplus(db, tenant, id, now);
  if (!done) throw new AppError("warehouse.surplus_not_available");
  return surplusOut(done);
}

export async function settingsOf(db: Db, tenant: Tenant): Promise<WarehouseSettings> {
  const row = await q.readSettings(db, tenant);
  if (!row) return DEFAULT_SETTINGS;
  const { companyId: _, ...s } = row;
  return s;
}

export async function saveSettings(db: Db, tenant: Tenant, body: WarehouseSettingsUpdate) {
  const { version, overwrite, ...s } = body;
  await q.saveSettings(db, tenant, s, { version, overwrite });
  return settingsOf(db, tenant);
}

export type { PickBody };

/** Import materials: all rows checked first, then added or updated (by category and code) together. */
export async function importMaterials(db: Db, tenant: Tenant, rows: MaterialBody[], now: Date) {
  for (const [i, body] of rows.entries()) {
    if (body.category !== "profile" && body.rawLength > 0)
      throw new FieldError(`rows.${i + 1}.rawLength`, "warehouse.length_not_profile");
  }
  let added = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    // The imported positions become positions of the company's list.
    const names = [...new Set(rows.map((r) => r.position.trim()).filter((n) => n !== ""))];
    const made = await q.ensurePositions(tx, tenant, names, newScanToken);
    const idOf = new Map(made.map((p) => [p.name, p.id]));
    for (const body of rows) {
      const positionId = idOf.get(body.position.trim()) ?? null;
      const existing = await q.findMaterialByCode(tx, tenant, body.category, body.code);
      if (existing) {
        await q.updateMaterial(tx, tenant, existing.id, materialValues(body, positionId));
        updated += 1;
      } else {
        await q.insertMaterial(tx, tenant, materialValues(body, positionId), now);
        added += 1;
      }
    }
  });
  return { added, updated };
}

/** QR labels of the company's materials (a token is made for each that has none yet). */
export async function materialLabels(
  db: Db,
  tenant: Tenant,
  ids: number[],
  paper: LabelPaper,
  language: Language,
) {
  const found = await q.findMaterialsByIds(db, tenant, ids);
  const rows = ids.flatMap((id) => {
    const m = found.get(id);
    return m ? [m] : [];
  });
  if (rows.length === 0) throw new AppError("warehouse.material_missing");
  await q.ensureScanTokens(db, tenant, rows, newScanToken);
  const words = documentWords[language].warehouseLabels;
  const { labelSheetPdf } = await import("../../shared/labels/label-sheet.ts");
  return labelSheetPdf(
    rows.map((m) => ({
      code: formatScanCode("material", m.scanToken as ScanToken),
      title: [m.code, m.name].filter(Boolean).join(" "),
      lines: [
        ...(m.colors.length > 0 ? [`${words.colors}: ${m.colors.join(", ")}`] : []),
        ...(m.position ? [`${words.position}: ${m.position}`] : []),
      ],
    })),
    paper,
  );
}

/** The material a scanned label names, in the caller's company. */
export async function scanMaterial(db: Db, tenant: Tenant, token: string) {
  const row = await q.findMaterialByScanToken(db, tenant, token);
  if (!row) throw new AppError("warehouse.material_missing");
  return getMaterial(db, tenant, row.id);
}

/** QR labels of every storage position in use (by the materials and the available leftovers). */
export async function positionLabels(db: Db, tenant: Tenant, paper: LabelPaper, language: Language) {
  const rows = await q.positionsInUse(db, tenant);
  if (rows.length === 0) throw new AppError("warehouse.position_missing");
  const { labelSheetPdf } = await import("../../shared/labels/label-sheet.ts");
  return labelSheetPdf(
    rows.map((p) => ({
      code: formatScanCode("position", p.scanToken as ScanToken),
      title: p.name,
      lines: [documentWords[language].warehouseLabels.storagePosition],
    })),
    paper,
  );
}

/** The position a scanned label names, with the materials stored there, in the caller's company. */
export async function scanPosition(db: Db, tenant: Tenant, token: string) {
  const row = await q.findPositionByScanToken(db, tenant, token);
  if (!row) throw new AppError("warehouse.position_missing");
  const ids = await q.materialsAtPosition(db, tenant, row.id);
  const materials = await Promise.all(ids.map((m) => getMaterial(db, tenant, m.id)));
  return { id: row.id, name: row.name, materials };
}

/** The profile codes of the company's series, each once (colours and series merged). */
export async function seriesProfiles(db: Db, tenant: Tenant) {
  const rows = await db
    .select({ name: series.name, model: series.model })
    .from(series)
    .where(eq(series.companyId, tenant.companyId))
    .orderBy(series.id);
  const byCode = new Map<
    string,
    {
      code: string;
      name: string;
      colours: string[];
      stockLength: number;
      weightGrams: number;
      series: string[];
    }
  >();
  for (const row of rows)
    for (const p of row.model.profiles ?? []) {
      const have = byCode.get(p.code);
      if (have) {
        for (const c of p.colours ?? []) if (!have.colours.includes(c)) have.colours.push(c);
        if (!have.series.includes(row.name)) have.series.push(row.name);
        continue;
      }
      byCode.set(p.code, {
        code: p.code,
        name: p.name ?? "",
        colours: [...(p.colours ?? [])],
        stockLength: Math.round(p.stockLength ?? 0),
        weightGrams: Math.round((p.weightPerMetre ?? 0) * 1000),
        series: [row.name],
      });
    }
  return { items: [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code)) };
}
