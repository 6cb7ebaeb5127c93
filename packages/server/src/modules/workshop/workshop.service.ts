// The workshop (SPEC §1–§6): set-up, the workshop view of contracts and its actions, scans,
// withdrawals, progress, the board, the workers' counts and wages, packing.
import type { ContractProgress, VersionCheck, WorkshopEvent } from "@fenestra/api";
import { WORKSHOP_EVENTS } from "@fenestra/api";
import type { Bom, Language } from "@fenestra/core";
import { eventKey } from "@fenestra/core/messages/messages";
import { formatScanCode, type ScanToken } from "@fenestra/core/scanning/scan-code";
import type { ScanTarget } from "@fenestra/core/scanning/scan-text";
import { formatAngles } from "@fenestra/core/units/saw-angle";
import { contractActor } from "@fenestra/core/workflows/contract-access";
import { availableEvents, type ContractState } from "@fenestra/core/workflows/contract-machine";
import {
  checkLinkSetup,
  currentLink,
  type FinishedLink,
  isUnitOverdue,
  type LinkSetting,
  linkDueAt,
  linkStatus,
  progress,
  scanUnit,
  type WorkshopLink,
  wholePercent,
  withdrawRefusal,
  workerWages,
} from "@fenestra/core/workshop/index";
import dayjs from "dayjs";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pg-errors.ts";
import { acuteEndNote, documentWords } from "../../i18n/catalogue.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { sameRequestOrRefuse } from "../../plugins/request-identity.ts";
import { newScanToken } from "../../shared/tokens.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { contractFacts, loadContractFor, type VisibleContract } from "../../tenancy/contract-access.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { applyTransition } from "../contracts/contracts.service.ts";
import { recordEdit } from "../edit-history/edit-history.queries.ts";
import { brandingOf } from "../exports/branding.queries.ts";
import { writeMessage } from "../messages/messages.queries.ts";
import * as links from "../production/links.queries.ts";
import { windowBom } from "../production/production-units.ts";
import { sawAngleStepOf } from "../settings/production-settings.ts";
import type { DeliveryNote } from "./delivery-note.pdf.ts";
import * as q from "./workshop.queries.ts";

// ---- set-up ----

export async function setup(db: Db, tenant: Tenant) {
  const [linkRows, staff, version] = await Promise.all([
    links.companyLinkSetup(db, tenant),
    links.workshopStaff(db, tenant),
    links.linkSetupVersion(db, tenant),
  ]);
  return { links: linkRows, staff, version };
}

export async function saveLinks(
  db: Db,
  tenant: Tenant,
  { links: setting, ...check }: { links: LinkSetting[] } & VersionCheck,
) {
  const refusal = checkLinkSetup(setting);
  if (refusal) throw new FieldError(`links.${refusal.index}`, refusal.refusal);
  await db.transaction((tx) => links.replaceLinkSetup(tx, tenant, setting, check));
  return setup(db, tenant);
}

export async function bindStaff(db: Db, tenant: Tenant, userId: number, body: { links: WorkshopLink[] }) {
  if (!(await links.isWorkshopStaff(db, tenant, userId))) throw new AppError("workshop.not_workshop_staff");
  await db.transaction((tx) => links.replaceStaffLinks(tx, tenant, userId, body.links));
  return setup(db, tenant);
}

// ---- the workshop view of contracts ----

function workshopEvents(contract: VisibleContract, tenant: Tenant): WorkshopEvent[] {
  const actor = contractActor(contractFacts(contract), tenant);
  const events = availableEvents(contract.status as ContractState, actor);
  return WORKSHOP_EVENTS.filter((e) => (events as string[]).includes(e));
}

function summary(
  contract: VisibleContract,
  tenant: Tenant,
  stats:
    | { units: number; packed: number; linksDone: number; linksTotal: number; overdue: number }
    | undefined,
) {
  const s = stats ?? { units: 0, packed: 0, linksDone: 0, linksTotal: 0, overdue: 0 };
  return {
    id: contract.id,
    contractNo: contract.contractNo ?? "",
    customer: contract.customer ?? "",
    status: contract.status as ContractState,
    amount: contract.amount,
    units: s.units,
    packed: s.packed,
    percent: wholePercent(s.linksDone, s.linksTotal),
    overdue: s.overdue,
    events: workshopEvents(contract, tenant),
  };
}

export async function listContracts(db: Db, tenant: Tenant, now: Date, query: { status?: ContractState }) {
  const rows = await q.workshopContracts(db, tenant, query.status);
  const stats = await q.contractUnitStats(
    db,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((r) => summary(r, tenant, stats.get(r.id)));
}

async function contractSummary(db: Db, tenant: Tenant, id: number, now: Date) {
  const contract = await loadContractFor(db, tenant, id, "read");
  const stats = await q.contractUnitStats(db, [contract.id], now);
  return summary(contract, tenant, stats.get(contract.id));
}

/** A workshop action: core's machine decides (permission keys, reason, packing); history kept. */
export async function act(
  db: Db,
  tenant: Tenant,
  id: number,
  body: { event: WorkshopEvent; reason?: string },
  now: Date,
) {
  await applyTransition(db, tenant, id, body, now);
  return contractSummary(db, tenant, id, now);
}

// ---- progress ----

type UnitRow = Awaited<ReturnType<typeof q.unitsOfContract>>[number];

function finishedOf(
  rows: readonly { link: string; workerId: number | null; finishedAt: Date }[],
): FinishedLink[] {
  return rows.map((r) => ({ link: r.link as WorkshopLink, workerId: r.workerId ?? 0, at: r.finishedAt }));
}

export async function contractProgress(
  db: Db,
  tenant: Tenant,
  id: number,
  now: Date,
): Promise<ContractProgress> {
  const contract = await loadContractFor(db, tenant, id, "read");
  const units = await q.unitsOfContract(db, contract);
  const done = await q.finishedLinksOf(
    db,
    units.map((u) => u.id),
  );
  const bound = await q.boundLinks(db, tenant);
  const stats = await q.contractUnitStats(db, [contract.id], now);
  const packages = await q.packagesOfContract(db, contract);
  const setupOf = (u: UnitRow) => u.links as LinkSetting[];
  const byUnit = new Map<number, FinishedLink[]>();
  const names = new Map<number, string | null>();
  for (const d of done) {
    const list = byUnit.get(d.unitId) ?? [];
    list.push({ link: d.link as WorkshopLink, workerId: d.workerId ?? 0, at: d.finishedAt });
    byUnit.set(d.unitId, list);
    names.set(d.id, d.workerName);
  }
  const setupAll = units[0] ? setupOf(units[0]) : await links.companyLinkSetup(db, tenant);
  const p = progress(
    setupAll,
    units.map((u) => ({ finished: byUnit.get(u.id) ?? [] })),
  );
  return {
    contract: summary(contract, tenant, stats.get(contract.id)),
    perLink: p.perLink,
    percent: p.percent,
    units: units.map((u) => {
      const setup = setupOf(u);
      const finished = byUnit.get(u.id) ?? [];
      const state = { arrangedAt: u.arrangedAt, finished };
      return {
        id: u.id,
        serial: u.serial,
        windowNo: u.windowNo,
        code: formatScanCode("unit", u.token as ScanToken),
        currentLink: currentLink(setup, finished),
        overdue: isUnitOverdue(setup, state, now),
        packageNo: packages.find((pk) => pk.id === u.packageId)?.packageNo ?? null,
        links: setup.map(({ link }) => {
          const row = done.find((d) => d.unitId === u.id && d.link === link);
          return {
            link,
            status: linkStatus(setup, state, link, now, bound),
            workerName: row ? (row.workerName ?? null) : null,
            finishedAt: row ? row.finishedAt.toISOString() : null,
            dueAt: linkDueAt(setup, u.arrangedAt, link)?.toISOString() ?? null,
          };
        }),
      };
    }),
    packages: packages.map((pk) => ({
      id: pk.id,
      packageNo: pk.packageNo,
      units: units.filter((u) => u.packageId === pk.id).map((u) => u.serial),
    })),
  };
}

// ---- scanning ----

/**
 * The answer of the scan already recorded under this scan id, when this same request recorded it
 * (a resend); the id used by any other request (another unit, contract or worker) is refused with
 * conflict.idempotency_key_reused, the Idempotency-Key's rule (plugins/request-identity.ts).
 */
async function scanAnswer(db: Db, tenant: Tenant, scanId: string, requestHash: string) {
  const row = await q.scanById(db, tenant, scanId);
  if (!row) return undefined;
  sameRequestOrRefuse(row.requestHash, requestHash);
  return {
    serial: row.serial,
    windowNo: row.windowNo,
    contractNo: row.contractNo ?? "",
    link: row.link as WorkshopLink,
    finishedAt: row.finishedAt.toISOString(),
    nextLink: (row.currentLink as WorkshopLink | null) ?? null,
  };
}

/**
 * A worker's scan: the unit's current link finished by them. The unit row is locked, so scans
 * of one unit from several phones queue and each sees the links finished before it: one scan
 * event moves the unit one link (core's scanUnit refuses the worker's next scan of the unit
 * within its repeat window); (unit, link) and the scan id are unique, so a resent or concurrent
 * scan never counts twice. A resent scan (same scan id, same request) gets its first answer; the
 * id with another request is refused as reused: looked up only when the scan is refused or its id
 * is taken, so a first scan pays no lookup.
 */
export async function scan(
  db: Db,
  tenant: Tenant,
  now: Date,
  // A piece's label carries its unit's token (kind piece) and prints its unit's number: either
  // scans as the unit, and so does that number typed.
  body: { scanId: string; code: ScanTarget<"unit" | "piece">; contractId: number },
  requestHash: string,
) {
  try {
    // The answer is what this transaction wrote (a read after it would be one more round trip).
    return await db.transaction(async (tx) => {
      const unit = await q.lockScannedUnit(tx, tenant, body.code, body.contractId);
      if (!unit) throw new AppError("workshop.unit_not_found");
      if (unit.contractId !== body.contractId)
        throw new AppError("workshop.unit_other_contract", undefined, { contractNo: unit.contractNo ?? "" });
      const setup = unit.links as LinkSetting[];
      const finished = finishedOf(await q.finishedLinksOfUnit(tx, unit.id));
      const result = scanUnit(setup, finished, tenant.userId, unit.workerLinks, now);
      if (!result.ok) throw new AppError(result.refusal);
      const after = [...finished, { link: result.link, workerId: tenant.userId, at: now }];
      const next = currentLink(setup, after);
      const inserted = await q.finishLinkAndMoveOn(
        tx,
        tenant,
        { unitId: unit.id, link: result.link, scanId: body.scanId, requestHash, finishedAt: now },
        { link: next, dueAt: next ? linkDueAt(setup, unit.arrangedAt, next) : null },
      );
      if (!inserted) throw new AppError("workshop.scan_repeated");
      // Its last link scanned: the message centre's "unit finished", once per unit.
      if (next === null)
        await writeMessage(tx, {
          companyId: tenant.companyId,
          kind: "unit_finished",
          eventKey: eventKey.unitFinished(unit.id),
          params: { serial: unit.serial, windowNo: unit.windowNo ?? "", contractNo: unit.contractNo ?? "" },
          contractId: unit.contractId,
          at: now,
        });
      return {
        serial: unit.serial,
        windowNo: unit.windowNo,
        contractNo: unit.contractNo ?? "",
        link: result.link,
        finishedAt: now.toISOString(),
        nextLink: next,
      };
    });
  } catch (error) {
    const taken = isUniqueViolation(error);
    if (!taken && !(error instanceof AppError)) throw error;
    // The same scan sent again (a retry, or a concurrent copy that won): answer as it did.
    const same = await scanAnswer(db, tenant, body.scanId, requestHash);
    if (same) return same;
    // Another scan finished this link first: a repeat.
    if (taken) throw new AppError("workshop.scan_repeated");
    throw error;
  }
}

/**
 * A supervisor takes back a unit's last finished link (after confirming), the reason kept. The
 * answer is what the withdrawal did, from its own transaction: never a read after it, which the
 * caller's rules might refuse once the change is made (issue 25.10).
 */
export async function withdraw(
  db: Db,
  tenant: Tenant,
  unitId: number,
  body: { link: WorkshopLink; reason: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const unit = await q.lockUnit(tx, tenant, unitId);
    if (!unit) throw new AppError("workshop.unit_not_found");
    const setup = unit.links as LinkSetting[];
    const rows = await q.finishedLinksOfUnit(tx, unit.id);
    const finished = finishedOf(rows);
    const refusal = withdrawRefusal(setup, finished, body.link, body.reason);
    if (refusal === "workshop.reason_required") throw new FieldError("reason", refusal);
    if (refusal) throw new AppError(refusal);
    const row = rows.find((r) => r.link === body.link);
    if (!row) throw new AppError("workshop.link_not_finished");
    const reason = body.reason.trim();
    await q.withdrawFinishedLink(tx, tenant, unit.id, row, reason, now);
    const left = finished.filter((f) => f.link !== body.link);
    const next = currentLink(setup, left);
    await q.setUnitPosition(tx, unit.id, next, next ? linkDueAt(setup, unit.arrangedAt, next) : null);
    await recordEdit(tx, tenant, {
      entity: "production_unit",
      entityId: unit.id,
      contractId: unit.contractId,
      action: "withdraw_link",
      changes: { serial: unit.serial, link: body.link, reason },
    });
    return {
      unitId: unit.id,
      serial: unit.serial,
      link: body.link,
      reason,
      withdrawnAt: now.toISOString(),
      currentLink: next,
    };
  });
}

// ---- board, workers, wages ----

export async function board(db: Db, tenant: Tenant, now: Date, limit: number) {
  const setup = await links.companyLinkSetup(db, tenant);
  const counts = await q.boardCounts(db, tenant, now);
  const lists = await Promise.all(setup.map((s) => q.boardUnits(db, tenant, s.link, limit)));
  return {
    units: counts.reduce((sum, c) => sum + c.count, 0),
    overdue: counts.reduce((sum, c) => sum + c.overdue, 0),
    links: setup.map((s, i) => {
      const c = counts.find((x) => x.link === s.link);
      return {
        link: s.link,
        count: c?.count ?? 0,
        overdue: c?.overdue ?? 0,
        units: (lists[i] ?? []).map((u) => ({
          id: u.id,
          serial: u.serial,
          contractNo: u.contractNo ?? "",
          windowNo: u.windowNo,
          overdue: u.dueAt !== null && u.dueAt.getTime() < now.getTime(),
        })),
      };
    }),
  };
}

function dayBounds(now: Date) {
  return { day: dayjs(now).startOf("day").toDate(), month: dayjs(now).startOf("month").toDate() };
}

export async function workers(db: Db, tenant: Tenant, now: Date) {
  const { day, month } = dayBounds(now);
  const [staff, counts] = await Promise.all([
    links.workshopStaff(db, tenant),
    q.workerCounts(db, tenant, day, month),
  ]);
  return staff.map((s) => {
    const c = counts.find((x) => x.workerId === s.userId);
    return { userId: s.userId, name: s.name, today: c?.today ?? 0, month: c?.month ?? 0 };
  });
}

export async function me(db: Db, tenant: Tenant, now: Date) {
  const { day, month } = dayBounds(now);
  const [mine, counts, recent] = await Promise.all([
    links.linksOfUser(db, tenant, tenant.userId),
    q.workerCounts(db, tenant, day, month),
    q.recentScans(db, tenant, 10),
  ]);
  const c = counts.find((x) => x.workerId === tenant.userId);
  return {
    links: [...mine],
    today: c?.today ?? 0,
    month: c?.month ?? 0,
    recent: recent.map((r) => ({
      serial: r.serial,
      contractNo: r.contractNo ?? "",
      link: r.link as WorkshopLink,
      finishedAt: r.finishedAt.toISOString(),
    })),
  };
}

export async function wages(db: Db, tenant: Tenant, query: { from: string; to: string }) {
  const from = dayjs(query.from).startOf("day");
  const to = dayjs(query.to).startOf("day");
  if (!from.isValid()) throw new FieldError("from", "validation.invalid");
  if (!to.isValid() || to.isBefore(from)) throw new FieldError("to", "validation.invalid");
  const rows = await q.finishedInPeriod(db, tenant, from.toDate(), to.add(1, "day").toDate());
  const names = new Map(rows.map((r) => [r.workerId ?? 0, r.workerName ?? ""]));
  const entries = rows.map((r) => ({
    workerId: r.workerId ?? 0,
    link: r.link as WorkshopLink,
    amount: (r.wages as Record<string, number>)[r.link] ?? 0,
  }));
  const list = workerWages(entries).map((w) => ({
    userId: w.workerId,
    name: names.get(w.workerId) ?? "",
    pieces: w.pieces,
    amount: w.amount,
    perLink: Object.entries(w.perLink).map(([link, v]) => ({ link: link as WorkshopLink, ...v })),
  }));
  return {
    from: query.from,
    to: query.to,
    workers: list,
    total: list.reduce((sum, w) => sum + w.amount, 0),
  };
}

// ---- packing ----

export async function pack(db: Db, tenant: Tenant, contractId: number, body: { unitIds: number[] }) {
  return db.transaction(async (tx) => {
    const contract = await loadContractFor(tx, tenant, contractId, "lock");
    const units = await q.unitsOfContract(tx, contract);
    const chosen = units.filter((u) => body.unitIds.includes(u.id));
    if (chosen.length !== new Set(body.unitIds).size) throw new AppError("workshop.unit_not_found");
    const packages = await q.packagesOfContract(tx, contract);
    for (const u of chosen) {
      const inside = packages.find((p) => p.id === u.packageId);
      if (inside)
        throw new AppError("workshop.unit_already_packed", undefined, {
          serial: u.serial,
          packageNo: inside.packageNo,
        });
    }
    const packageNo = `${contract.contractNo ?? contract.id}-P${packages.length + 1}`;
    const row = await q.insertPackage(tx, tenant, contract, packageNo, newScanToken());
    await q.putInPackage(
      tx,
      chosen.map((u) => u.id),
      row.id,
    );
    await recordEdit(tx, tenant, {
      entity: "package",
      entityId: row.id,
      contractId: contract.id,
      action: "pack",
      changes: { packageNo, units: chosen.map((u) => u.serial) },
    });
    return { id: row.id, packageNo, units: chosen.map((u) => u.serial) };
  });
}

// ---- labels ----

/** The QR labels of a contract's units: the serial, the window number, contract and customer. */
/** Refuses a label sheet of a contract the caller may not read, or one with no units yet. */
export async function assertLabelsFor(db: Db, tenant: Tenant, contractId: number) {
  const contract = await loadContractFor(db, tenant, contractId, "read");
  if ((await q.unitsOfContract(db, contract)).length === 0) throw new AppError("workshop.not_in_production");
}

export async function unitLabels(db: Db, tenant: Tenant, contractId: number) {
  const contract = await loadContractFor(db, tenant, contractId, "read");
  const units = await q.unitsOfContract(db, contract);
  if (units.length === 0) throw new AppError("workshop.not_in_production");
  return {
    contractNo: contract.contractNo ?? "",
    labels: units.map((u) => ({
      code: formatScanCode("unit", u.token as ScanToken),
      title: u.serial,
      lines: [u.windowNo, contract.customer ?? ""].filter((l) => l !== ""),
    })),
  };
}

/**
 * The QR labels of the cut pieces of a contract's units: one per piece of each window's
 * optimize-flagged profile lines (what the cutting plan cuts), titled with its unit's serial,
 * then the profile, length and end angles, and the window. The QR is the unit's token as a
 * piece code, so scanning a piece records its unit's current link.
 */
export async function pieceLabels(db: Db, tenant: Tenant, contractId: number, language: Language) {
  const contract = await loadContractFor(db, tenant, contractId, "read");
  const units = await q.unitsOfContract(db, contract);
  if (units.length === 0) throw new AppError("workshop.not_in_production");
  const itemIds = [...new Set(units.flatMap((u) => (u.orderItemId === null ? [] : [u.orderItemId])))];
  const boms = new Map<number, Bom | null>();
  for (const item of await q.orderItemsByIds(db, itemIds)) boms.set(item.id, await windowBom(db, item));
  const angleStep = await sawAngleStepOf(db, tenant.companyId);
  const labels = units.flatMap((u) => {
    const bom = u.orderItemId === null ? null : boms.get(u.orderItemId);
    const code = formatScanCode("piece", u.token as ScanToken);
    return (bom?.profiles ?? [])
      .filter((line) => line.optimize && line.count > 0 && line.length > 0)
      .flatMap((line) => {
        const label = {
          code,
          title: u.serial,
          lines: [
            [line.code, line.name].filter((t) => t !== "").join(" "),
            `${Math.round(line.length * 10) / 10} mm · ${formatAngles([line.angleA, line.angleB], angleStep, line.acuteEnds, acuteEndNote(language))}`,
            [u.windowNo, line.colour].filter((t) => t !== "").join(" · "),
          ],
        };
        return Array.from({ length: Math.round(line.count) }, () => label);
      });
  });
  return { contractNo: contract.contractNo ?? "", labels };
}

/**
 * The contract's delivery note: the factory's letterhead (the caller's company makes and
 * delivers), the customer, every unit with its window's size and colour and its package,
 * packed units first in package order. Words in the caller's language.
 */
export async function deliveryNote(
  deps: { db: Db; storage: FileStorage },
  tenant: Tenant,
  contractId: number,
  language: Language,
  now: Date,
): Promise<DeliveryNote> {
  const { db } = deps;
  const contract = await loadContractFor(db, tenant, contractId, "read");
  const [units, packages, branding] = await Promise.all([
    q.unitsWithWindows(db, contract),
    q.packagesOfContract(db, contract),
    brandingOf(db, tenant),
  ]);
  if (units.length === 0) throw new AppError("workshop.not_in_production");
  const order = new Map(packages.map((p, i) => [p.id, i]));
  const rank = (packageId: number | null) =>
    packageId === null ? packages.length : (order.get(packageId) ?? packages.length);
  const sorted = units
    .map((u, seq) => ({ u, seq }))
    .sort((a, b) => rank(a.u.packageId) - rank(b.u.packageId) || a.seq - b.seq)
    .map(({ u }) => u);
  const logo = branding.logoFile ? ((await deps.storage.get(branding.logoFile))?.bytes ?? null) : null;
  return {
    labels: documentWords[language].exports,
    words: documentWords[language].workshop.deliveryNote,
    company: { name: branding.name, telephone: branding.telephone, address: branding.address, logo },
    contractNo: contract.contractNo ?? "",
    customer: contract.customer ?? "",
    phone: contract.phone ?? "",
    address: contract.address ?? "",
    date: dayjs(now).format("YYYY-MM-DD"),
    units: sorted.map((u) => ({
      serial: u.serial,
      windowNo: u.windowNo,
      widthMm: u.width ?? null,
      heightMm: u.height ?? null,
      color: u.color ?? "",
      packageNo: packages.find((p) => p.id === u.packageId)?.packageNo ?? null,
    })),
    packages: packages.length,
  };
}

/** A package's label: its QR and the serials of the units it holds. */
export async function packageLabel(db: Db, tenant: Tenant, packageId: number) {
  const row = await q.findPackage(db, tenant, packageId);
  if (!row) throw new AppError("missing.contract");
  const contract = await loadContractFor(db, tenant, row.contractId, "read");
  const units = (await q.unitsOfContract(db, contract)).filter((u) => u.packageId === row.id);
  return {
    packageNo: row.packageNo,
    labels: [
      {
        code: formatScanCode("package", row.token as ScanToken),
        title: row.packageNo,
        lines: [contract.customer ?? "", units.map((u) => u.serial).join(" ")].filter((l) => l !== ""),
      },
    ],
  };
}
