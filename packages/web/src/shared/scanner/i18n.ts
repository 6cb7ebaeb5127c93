import type scanner from "../../locales/en-US/scanner.json";
import { namespaceText, translatorHook } from "../i18n/namespace-text.ts";

export const scannerText = namespaceText<typeof scanner>("scanner");
export const useScannerT = translatorHook(scannerText);
