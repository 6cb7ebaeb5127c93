// The nine stock operation types of SPEC §4 as one table: which way each moves stock, who may
// make it (SPEC §6 permission key) and whether a person makes it on a form or the inventory
// count makes it (8 and 9 come only from a count, 7).
import type { PermissionKey } from "../account/permissions.ts";

export const STOCK_OPERATION_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type StockOperationType = (typeof STOCK_OPERATION_TYPES)[number];

export type StockOperationRule = {
  /** Stable name, also the translation key's last segment. */
  name: string;
  /** +1 adds to stock, −1 takes from it, 0: an inventory count (differences become 8 / 9). */
  direction: 1 | -1 | 0;
  /** The key a sub-account needs to make it. */
  permission: PermissionKey;
  /** True when a person makes it on a form; false when only a count produces it. */
  onForm: boolean;
  /** Whether the operation is tied to a contract (picking). */
  contract: "required" | "optional" | "none";
};

export const STOCK_OPERATIONS: Readonly<Record<StockOperationType, StockOperationRule>> = {
  1: {
    name: "purchase_in",
    direction: 1,
    permission: "edit_warehouse_record",
    onForm: true,
    contract: "none",
  },
  2: { name: "return_in", direction: 1, permission: "pickout", onForm: true, contract: "optional" },
  3: {
    name: "special_in",
    direction: 1,
    permission: "edit_warehouse_record",
    onForm: true,
    contract: "none",
  },
  4: { name: "pick_out", direction: -1, permission: "pickout", onForm: true, contract: "required" },
  5: { name: "supplementary_out", direction: -1, permission: "pickout", onForm: true, contract: "required" },
  6: {
    name: "special_out",
    direction: -1,
    permission: "edit_warehouse_record",
    onForm: true,
    contract: "none",
  },
  7: { name: "inventory", direction: 0, permission: "edit_warehouse_record", onForm: true, contract: "none" },
  8: {
    name: "inventory_surplus",
    direction: 1,
    permission: "edit_warehouse_record",
    onForm: false,
    contract: "none",
  },
  9: {
    name: "inventory_loss",
    direction: -1,
    permission: "edit_warehouse_record",
    onForm: false,
    contract: "none",
  },
};

/** The types a person may send as a new operation (8 and 9 come from a count). */
export const FORM_OPERATION_TYPES = STOCK_OPERATION_TYPES.filter((t) => STOCK_OPERATIONS[t].onForm);

export const isStockOperationType = (value: number): value is StockOperationType =>
  (STOCK_OPERATION_TYPES as readonly number[]).includes(value);

/** Material categories: profiles are stocked per (material, colour, length), the rest per (material, colour). */
export const MATERIAL_CATEGORIES = ["profile", "glass", "hardware", "accessory"] as const;
export type MaterialCategory = (typeof MATERIAL_CATEGORIES)[number];

/** Picking status of a contract (SPEC §4). */
export const PICKING_STATUSES = ["not_picked", "partial", "picked"] as const;
export type PickingStatus = (typeof PICKING_STATUSES)[number];

/** What a contract has picked against what it needs, as its picking status. */
export function pickingStatus(needed: number, picked: number): PickingStatus {
  if (picked <= 0) return "not_picked";
  return picked >= needed ? "picked" : "partial";
}
