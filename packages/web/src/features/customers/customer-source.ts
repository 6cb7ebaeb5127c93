import { CUSTOM_ORDER_SOURCE } from "@fenestra/core/custom-order/custom-order";
import { translateKey } from "../../shared/i18n/i18n.ts";

/**
 * A customer's source as the reader reads it: the order link's own word (the server writes
 * CUSTOM_ORDER_SOURCE, not text) in their language; any other as the company typed it.
 */
export const sourceText = (source: string) =>
  source === CUSTOM_ORDER_SOURCE ? translateKey("customOrder:source") : source;
