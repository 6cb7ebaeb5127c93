// Sub-account permission keys (SPEC §6). A sub-account's `permanents` map holds key -> "1"
// for each key it is granted; a main account has no map and may do everything.
export const PERMISSION_KEYS = [
  "edit_order",
  "get_all_orders",
  "confirm_contract",
  "raise_quote_price",
  "finance_all",
  "customer_all",
  "get_cost",
  "edit_customer",
  "edit_expenditure",
  "edit_receipt_account",
  "edit_warehouse",
  "edit_warehouse_record",
  "operation_flow",
  "pickout",
  "material_preparation",
  "enter_product_manage",
  "view_product_manage",
  "edit_product_manage",
  "edit_product",
  "edit_formula",
  "workshop_arrange",
  "workshop_finish",
  "workshop_deliver",
  "workshop_revert",
  "design_review",
  "financial_audit",
  "show_agency_money",
  "hide_report",
  /** Field measurement: a measurer sees the measurement orders assigned to it and records openings. */
  "measure",
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** A permission map as stored on a user: key -> "1" when granted. null means "no map". */
export type Permanents = Partial<Record<string, string>> | null;

/** True when the key may be used: no map at all (main account) or the key is exactly "1". */
export function hasPermission(permanents: Permanents | undefined, key: PermissionKey): boolean {
  if (permanents === null || permanents === undefined) return true;
  return permanents[key] === "1";
}

export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}
