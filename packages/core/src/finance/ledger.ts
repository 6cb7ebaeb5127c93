// The finance ledger (DESIGN §3.4): every money movement is an entry on a receipt account.
// Amounts are integer fen, signed as they move the account: a receipt adds, an expenditure
// takes away. Entries are never edited or deleted; a correction is a reversing entry with the
// opposite amount, and an account's balance is the sum of its entries.

export const RECEIPT_ACCOUNT_TYPES = ["alipay", "wechat", "bank_card"] as const;
export type ReceiptAccountType = (typeof RECEIPT_ACCOUNT_TYPES)[number];

export const ENTRY_KINDS = ["receipt", "expenditure"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** What a user may file an expenditure under. */
export const EXPENDITURE_CATEGORIES = [
  "material",
  "wages",
  "rent",
  "transport",
  "utilities",
  "equipment",
  "tax",
  "other",
] as const;
export type ExpenditureCategory = (typeof EXPENDITURE_CATEGORIES)[number];

/** The largest single entry: 10,000,000 yuan in fen (fits PostgreSQL's integer). */
export const MAX_ENTRY_FEN = 1_000_000_000;

export type LedgerEntry = {
  readonly id: number;
  readonly kind: EntryKind;
  /** Signed fen: positive for money in, negative for money out. */
  readonly amount: number;
  /** The entry this one reverses, or null for an original entry. */
  readonly reversesId: number | null;
  readonly audited: boolean;
};

/** The signed amount of a new entry of `kind` for a positive amount typed by the user. */
export function signedAmount(kind: EntryKind, typedFen: number): number {
  return kind === "receipt" ? typedFen : -typedFen;
}

/** An account's balance in fen: the sum of its entries, nothing else. */
export function balanceOf(entries: readonly Pick<LedgerEntry, "amount">[]): number {
  let sum = 0;
  for (const e of entries) sum += e.amount;
  return sum;
}

export type ReversalRefusal =
  | "finance.entry_audited"
  | "finance.entry_is_reversal"
  | "finance.entry_reversed";

/**
 * Whether `entry` may be reversed: an audited entry is final, a reversal is not reversed again
 * (post the entry anew instead), and an entry is reversed at most once.
 */
export function checkReversal(entry: LedgerEntry, alreadyReversed: boolean): ReversalRefusal | null {
  if (entry.audited) return "finance.entry_audited";
  if (entry.reversesId !== null) return "finance.entry_is_reversal";
  if (alreadyReversed) return "finance.entry_reversed";
  return null;
}

/** The amount of the entry that cancels `entry`. */
export function reversalAmount(entry: Pick<LedgerEntry, "amount">): number {
  return -entry.amount;
}
