// The number printed on a production unit's label (and on each of its cut pieces' labels) beside
// the QR: the contract's number and the unit's place in it, "HT202611270001-003". A worker types
// it when a label is smudged or no scanner is at hand, so reading it forgives what a keyboard or
// an input method makes of it — lower case, full-width characters, another dash, blanks around
// the dash, the leading zeros left out — and gives it back in the one form it is printed in.

/** Digits the unit's place is padded to on the label ("-001"). */
const SEQ_DIGITS = 3;
/** Longest contract number (CONTRACT_TEXT_MAX.contractNo) with its dash and a 6-digit place. */
const MAX_SERIAL_LENGTH = 64 + 1 + 6;

/** The number printed on the label of unit `seq` (1-based) of contract `contractNo`. */
export function formatUnitSerial(contractNo: string, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1)
    throw new RangeError(`A unit's place is a whole number from 1, not ${seq}`);
  return `${contractNo}-${String(seq).padStart(SEQ_DIGITS, "0")}`;
}

/** Dashes an input method may type for "-": hyphen, non-breaking hyphen, en/em dash, minus, full-width. */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SERIAL = /^(.*?[\p{L}\p{N}].*?)\s*-\s*(\d{1,6})$/u;

/**
 * A typed unit number in the form it is printed in (upper case: the server compares it with the
 * printed number case-blind), or null when the text cannot be one: it needs a contract number,
 * a dash and the unit's place (1 or more).
 */
export function readUnitSerial(text: string): string | null {
  const plain = text.normalize("NFKC").replace(DASHES, "-").replace(/\s+/g, " ").trim().toUpperCase();
  if (plain.length > MAX_SERIAL_LENGTH) return null;
  const match = SERIAL.exec(plain);
  if (!match) return null;
  const seq = Number(match[2]);
  if (seq < 1) return null;
  return formatUnitSerial((match[1] ?? "").trim(), seq);
}
