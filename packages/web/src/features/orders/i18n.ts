import { formatYuan } from "@fenestra/core/pricing/money-text";
import { useTranslation } from "react-i18next";
import type orders from "../../locales/en-US/orders.json";
import { translateKey } from "../../shared/i18n/i18n.ts";

// Typed keys of the "orders" namespace (the designer's pattern, no shared type map edit).
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type OrdersKey = Leaves<typeof orders>;
export type OrdersT = (key: OrdersKey, options?: Record<string, unknown>) => string;

export const ordersText: OrdersT = (key, options) => translateKey(`orders:${key}`, options);

/** Re-renders on language change and returns the typed translator of the orders namespace. */
export function useOrdersT(): OrdersT {
  useTranslation();
  return ordersText;
}

/** Fen as yuan with 2 decimals (SPEC §9): core's formatter, the one the server's messages use. */
export const yuan = formatYuan;
