import type { SmsPurpose } from "@fenestra/core";

export type SmsMessage = { phone: string; purpose: SmsPurpose; code: string; text: string; sentAt: Date };

/** Where verification codes go. Chosen by SMS_PROVIDER: "outbox" (default) or "http". */
export type SmsProvider = { name: string; send(message: SmsMessage): Promise<void> };
