import type { LengthUnit } from "@fenestra/core";
import type { CommandResult } from "@fenestra/core/commands/index";
import { type NumberRange, readTypedLength, readTypedNumber } from "@fenestra/core/editor/typed-length";
import { commandErrorText, designerText } from "../i18n.ts";

/**
 * Reads a size typed into a field; what core's limits refuse is answered with the message the
 * field shows (the allowed range in the display unit).
 */
export function readLengthField(
  raw: string,
  unit: LengthUnit,
): { ok: true; mm: number } | { ok: false; message: string } {
  const read = readTypedLength(raw, unit);
  if (read.ok) return read;
  return {
    ok: false,
    message: designerText("sizeRange", { max: read.max, unit: designerText(`units.${unit}`) }),
  };
}

/** Reads another number typed into a field; outside its range it answers the field's message. */
export function readNumberField(
  raw: string,
  range: NumberRange,
): { ok: true; value: number } | { ok: false; message: string } {
  const read = readTypedNumber(raw, range);
  if (read.ok) return read;
  return {
    ok: false,
    message: designerText(range.integer ? "wholeRange" : "numberRange", { min: range.min, max: range.max }),
  };
}

/** The message of an edit the design refused (a cell too small for the profiles…), or null. */
export function refusal(result: CommandResult | undefined): string | null {
  if (!result || result.ok) return null;
  const { code, params } = result.error;
  if (code === "design.cell_too_small" && typeof params?.min === "number")
    return designerText("cellTooSmallMin", { min: params.min });
  return commandErrorText(code);
}
