import { z } from "zod";

// The message centre (/xxf, issue 34): what happened in the company that someone should know,
// each one a kind with its parameters, never stored text: the reader's language renders it
// (web locales `xxf.kind.<kind>`). Each message names the object it is about and links to it.

/** What a message can be about. */
export const MESSAGE_KINDS = [
  "payment",
  "unit_finished",
  "share_confirmed",
  "custom_order",
  "feedback_reply",
  "edition_expiring",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A message's parameters (amount in fen, contract number, days left…): rendered by the reader. */
export type MessageParams = Record<string, string | number>;

/**
 * Where a message's object lives: the contract it is about, or a page of the account; a
 * customer's order names its order (params.orderId).
 */
export type MessageObject = { contractId: number | null; params?: MessageParams };

/** The page a message opens (web route), by kind. */
export function messageLink(kind: MessageKind, object: MessageObject): string {
  switch (kind) {
    case "payment":
    case "unit_finished":
    case "share_confirmed":
      return object.contractId === null ? "/orders/group-list" : `/orders/group-detail/${object.contractId}`;
    case "custom_order": {
      const orderId = object.params?.orderId;
      if (typeof orderId === "number") return `/orders/detail/${orderId}`;
      return object.contractId === null ? "/orders/group-list" : `/orders/group-detail/${object.contractId}`;
    }
    case "feedback_reply":
      return "/personal-center/feedback";
    case "edition_expiring":
      return "/purchase/renew";
  }
}

/**
 * Unread: it arrived after the reader's "all read" marker (xxfData.readAt) and they have not
 * opened it on its own. Equal to the marker counts as read (the marker is the newest one seen).
 */
export function isUnread(createdAt: string, marker: string | null, readOne: boolean): boolean {
  if (readOne) return false;
  return marker === null || Date.parse(createdAt) > Date.parse(marker);
}

/** Days before an edition's last day that its company is told it is expiring. */
export const EXPIRY_NOTICE_DAYS = 7;

/**
 * Days from `today` to the last paid day `expiresOn` (both "YYYY-MM-DD"), when the company should
 * be told: 0 to EXPIRY_NOTICE_DAYS; null when it is further away or already past.
 */
export function daysToExpiry(expiresOn: string, today: string): number | null {
  const days = Math.round(
    (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  return days >= 0 && days <= EXPIRY_NOTICE_DAYS ? days : null;
}

/**
 * The key that makes a message once per event (unique per company): the same event written again
 * (a repeated or raced request, a job run twice) finds its key taken and adds nothing.
 */
export const eventKey = {
  payment: (entryId: number) => `payment:${entryId}`,
  unitFinished: (unitId: number) => `unit_finished:${unitId}`,
  /** One per confirmation of a contract version: a reconfirm after a change is a new event. */
  shareConfirmed: (contractId: number, version: number) => `share_confirmed:${contractId}:${version}`,
  customOrder: (orderId: number) => `custom_order:${orderId}`,
  feedbackReply: (replyId: number) => `feedback_reply:${replyId}`,
  /** One per last day: a renewal moves the day, and the new one is told again when it nears. */
  editionExpiring: (expiresOn: string) => `edition_expiring:${expiresOn}`,
};

export const messageSchema = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  contractId: z.number().nullable(),
  createdAt: z.string(),
  unread: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;
