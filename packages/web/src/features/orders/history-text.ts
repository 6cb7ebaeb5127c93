import type { DataOf, routes } from "@fenestra/api";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { areaFormatOf } from "../../shared/format/area.ts";
import { formatDate, formatDateTime } from "../../shared/format/date-time.ts";

// The edit history as a person reads it: "Signed the contract", "Status: Quoting →
// Contract", "Discount: 100 % → 90 %", in the user's language, instead of the stored
// `transition:sign` and `{"status":{"from":"intent","to":"agreement"}}`. Pure over a translator.

/** One entry of the edit history as the server answers it. */
export type HistoryEntry = DataOf<typeof routes.editHistory.list>["items"][number];

/** Looks a key up; answers undefined when the language has no such key. */
export type Lookup = (key: string, options?: Record<string, unknown>) => string | undefined;

/** An area in m² with its unit, in the user's unit setting (shared/format/area.ts); m² unless told. */
export type AreaText = (m2: number) => string;
const M2: AreaText = (m2) => areaFormatOf(undefined).withUnit(m2);

/** Fields whose values are money in fen. */
const MONEY = new Set(["amount", "price", "unitPrice", "collected", "balance"]);
const PERCENT = new Set(["discountPercent", "markupPercent"]);
/** Fields that hold ids of other records, shown as "#id". */
const REFERENCES = new Set(["contractId", "orderId", "from", "factoryCompanyId", "shareId", "seriesId"]);
/** Stored in the history but not worth a line to a reader. */
const HIDDEN = new Set(["design", "weights", "origin", "picture"]);

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === "object" && value !== null && "to" in value && "from" in value;
}

/** One value of one field, formatted for reading. */
export function formatValue(field: string, value: unknown, t: Lookup, area: AreaText = M2): string {
  if (value === null || value === undefined || value === "") return t("history.empty") ?? "—";
  if (typeof value === "boolean") return t(value ? "history.yes" : "history.no") ?? String(value);
  if (field === "status" && typeof value === "string") return t(`state.${value}`) ?? value;
  if (field === "kind" && typeof value === "string") return t(`kind.${value}`) ?? value;
  if (field === "method" && typeof value === "string") return t(`method.${value}`) ?? value;
  if (field === "type" && typeof value === "string") return t(`type.${value}`) ?? value;
  if (field === "orderDate" && typeof value === "string") return formatDate(value);
  if (field === "expiresAt" && typeof value === "string") return formatDateTime(value);
  if (field === "customerConfirm" && typeof value === "string") return t(`customerConfirm.${value}`) ?? value;
  if (MONEY.has(field) && typeof value === "number") return formatYuan(value);
  if (PERCENT.has(field) && typeof value === "number") return `${value} %`;
  if (REFERENCES.has(field) && (typeof value === "number" || /^\d+$/.test(String(value)))) return `#${value}`;
  if (field === "area" && typeof value === "number") return area(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** The sentence for what was done: "Signed the contract", "Added a window". */
export function actionText(entry: HistoryEntry, t: Lookup): string {
  if (entry.action.startsWith("transition:")) {
    const event = entry.action.slice("transition:".length);
    return t(`history.transition.${event}`) ?? t(`event.${event}`) ?? event;
  }
  return (
    t(`history.actions.${entry.entity}.${entry.action}`) ??
    t(`history.actions.any.${entry.action}`) ??
    `${entry.entity} ${entry.action}`
  );
}

/** What the change was about: "Contract HT…", "Window C1 of order #12". */
export function recordText(entry: HistoryEntry, t: Lookup): string {
  const name = t(`history.entity.${entry.entity}`) ?? entry.entity;
  const c = entry.changes;
  const label =
    (entry.entity === "contract" && entry.contractNo) ||
    (entry.entity === "order" && entry.orderNo) ||
    (typeof c.windowNo === "string" && c.windowNo) ||
    (typeof c.contractNo === "string" && c.contractNo) ||
    (typeof c.orderNo === "string" && c.orderNo) ||
    (typeof c.name === "string" && c.name) ||
    `#${entry.entityId}`;
  return `${name} ${label}`;
}

/** One line per field: "Discount: 100 % → 90 %", or "Amount: 1728.00" for a record made. */
export function changeLines(entry: HistoryEntry, t: Lookup, area: AreaText = M2): string[] {
  const lines: string[] = [];
  for (const [field, value] of Object.entries(entry.changes)) {
    if (HIDDEN.has(field)) {
      if (field === "design" && value === "changed") lines.push(t("history.designChanged") ?? field);
      if (field === "picture" && value === "changed") lines.push(t("history.pictureChanged") ?? field);
      continue;
    }
    const label = t(`history.field.${field}`) ?? field;
    if (isChange(value)) {
      const from = formatValue(field, value.from, t, area);
      const to = formatValue(field, value.to, t, area);
      if (from !== to) lines.push(`${label}: ${from} → ${to}`);
    } else if (value === null || value === "") {
      // A record made with a field left empty: nothing to read there.
    } else if (field === "reason") lines.push(`${label}: ${String(value)}`);
    else lines.push(`${label}: ${formatValue(field, value, t, area)}`);
  }
  return lines;
}
