import type { PurchaseItem } from "@fenestra/core/account/purchase";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import type purchase from "../../locales/en-US/purchase.json";
import { namespaceText, translatorHook } from "../../shared/i18n/namespace-text.ts";

export const purchaseText = namespaceText<typeof purchase>("purchase");
export const usePurchaseT = translatorHook(purchaseText);

/** What an order buys, in words (history, pay dialog, redemption codes). */
export function itemLabel(item: PurchaseItem): string {
  const t = purchaseText;
  switch (item.kind) {
    case "edition":
      return t("item.edition", {
        edition: t(`edition.${item.edition}`),
        quantity: item.quantity,
        term: t(`term.${item.term}`),
      });
    case "upgrade":
      return t("item.upgrade", { edition: t(`edition.${item.edition}`) });
    case "seats":
      return t("item.seats", { count: item.count });
    case "module":
      return t("item.module", { module: t(`module.${item.module}`) });
    case "topup":
      return t("item.topup", { amount: formatYuan(item.amountFen) });
  }
}
