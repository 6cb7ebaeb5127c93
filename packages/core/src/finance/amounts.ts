// The money amounts a person types in the finance screens, fen, as zod schemas the server's routes
// and the web forms share: each says, in its own words, which amount is refused ("the expense
// amount must be greater than 0", not a collection's words on an expense).
import { z } from "zod";
import { MAX_ENTRY_FEN } from "./ledger.ts";

/** A positive whole number of fen up to the largest entry; `positiveKey` names the amount. */
function entryAmount(positiveKey: string) {
  return z
    .number({ error: positiveKey })
    .int({ error: "pricing.price_decimals" })
    .positive({ error: positiveKey })
    .max(MAX_ENTRY_FEN, { error: "finance.amount_too_large" });
}

/** An expenditure's amount (money paid out of an account). */
export const expenditureAmountSchema = entryAmount("finance.expense_amount_positive");

/** An instalment's amount in a contract's repayment schedule. */
export const instalmentAmountSchema = entryAmount("finance.instalment_amount_positive");
