import type orders from "../../locales/en-US/orders.json";
import { namespaceText, translatorHook } from "./namespace-text.ts";

export const ordersText = namespaceText<typeof orders>("orders");
export const useOrdersT = translatorHook(ordersText);
