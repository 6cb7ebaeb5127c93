import type { Message } from "@fenestra/core/messages/messages";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { messagesText } from "./i18n.ts";

/**
 * A message in the reader's language: its kind's text with its parameters, money in yuan and a
 * feedback's category by its name (the server stores keys and numbers, never text).
 */
export function messageText(message: Pick<Message, "kind" | "params">): string {
  const p = message.params;
  switch (message.kind) {
    case "payment":
      return messagesText("kind.payment", { ...p, amount: formatYuan(Number(p.amount)) });
    case "feedback_reply":
      return messagesText("kind.feedback_reply", {
        category: translateKey(`account:feedback.categories.${String(p.category)}`),
      });
    case "edition_expiring":
      return messagesText(p.trial === 1 ? "kind.edition_expiring_trial" : "kind.edition_expiring", p);
    default:
      return messagesText(`kind.${message.kind}`, p);
  }
}
