// What a worker put into a scan box: the text of a label's QR (a camera or a handheld scanner
// read it) or a number printed on the label, typed by hand when the label is smudged or no
// scanner is at hand. One reader for every form a label prints, used by the scan screens before a
// scan is queued and by the server's request schemas; the server then finds what it names inside
// the caller's company only.
//
// Printed numbers: a production unit's label and each of its cut pieces' labels print the unit's
// number (unit-serial.ts), so a screen that takes unit or piece labels takes that number too.
import { z } from "zod";
import {
  MAX_SCAN_TEXT,
  parseScanCode,
  SCAN_CODE_INVALID_KEY,
  type ScanCodeRefusal,
  type ScanKind,
  type ScanToken,
} from "./scan-code.ts";
import { readUnitSerial } from "./unit-serial.ts";

/** What a scan names: a label's token, or a production unit by the number printed on its labels. */
export type ScanTarget<K extends ScanKind> =
  | { by: "code"; kind: K; token: ScanToken }
  | { by: "serial"; serial: string };

/** Why a scan box's text names nothing the screen takes. */
export type ScanTextRefusal = ScanCodeRefusal | "other_kind";

export type ReadScanText<K extends ScanKind> =
  | { ok: true; target: ScanTarget<K> }
  | { ok: false; reason: ScanTextRefusal };

/** Kinds whose labels print the unit's number beside the QR: a unit's own, and its cut pieces'. */
const PRINTS_UNIT_SERIAL: readonly ScanKind[] = ["unit", "piece"];

/**
 * What a scan box's text names for a screen that takes labels of `kinds`: a label's QR (any of
 * those kinds), or — when the screen takes unit or piece labels — a unit's printed number.
 */
export function readScanText<K extends ScanKind>(text: string, kinds: readonly K[]): ReadScanText<K> {
  const parsed = parseScanCode(text);
  if (parsed.ok) {
    if (!(kinds as readonly ScanKind[]).includes(parsed.kind)) return { ok: false, reason: "other_kind" };
    return { ok: true, target: { by: "code", kind: parsed.kind as K, token: parsed.token } };
  }
  if (parsed.reason !== "not_ours") return { ok: false, reason: parsed.reason };
  const takesSerial = kinds.some((k) => PRINTS_UNIT_SERIAL.includes(k));
  const serial = takesSerial && text.length <= MAX_SCAN_TEXT ? readUnitSerial(text) : null;
  return serial === null ? { ok: false, reason: "not_ours" } : { ok: true, target: { by: "serial", serial } };
}

/**
 * A scan box's text in a request body, read into what it names (400 with
 * `validation.scan_code_invalid` when it names nothing the route takes).
 */
export function scanTextSchema<K extends ScanKind>(kinds: readonly K[]) {
  const error = { error: SCAN_CODE_INVALID_KEY };
  return z
    .string(error)
    .max(MAX_SCAN_TEXT, error)
    .transform((text, ctx): ScanTarget<K> => {
      const read = readScanText(text, kinds);
      if (!read.ok) {
        ctx.addIssue({ code: "custom", message: SCAN_CODE_INVALID_KEY });
        return z.NEVER;
      }
      return read.target;
    });
}
