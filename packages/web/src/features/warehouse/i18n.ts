import type warehouse from "../../locales/en-US/warehouse.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const warehouseText = namespaceText<typeof warehouse>("warehouse");
export const useWarehouseT = translatorHook(warehouseText);
