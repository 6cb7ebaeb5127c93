import { formatArea, LENGTH_UNITS, type LengthUnit } from "@fenestra/core";
import { translateKey } from "../i18n/i18n.ts";
import { useSession } from "../session/use-session.ts";

// Areas as the user's unit setting asks (SPEC §9): m² for mm and cm, sq.ft for inches, with 2
// decimals, through core's formatter. The server answers areas in m².

/** Shows an area given in m²: `value` alone (a column whose title names the unit), `unit` for that title. */
export interface AreaFormat {
  readonly unit: string;
  value(m2: number): string;
  /** The value with its unit, "12.50 m²". */
  withUnit(m2: number): string;
}

const AREA_DIGITS = 2;

/** The format of a user's length unit setting; anything unknown is mm (so m²). */
export function areaFormatOf(lenUnit: string | undefined): AreaFormat {
  const length = (LENGTH_UNITS as readonly string[]).includes(lenUnit ?? "") ? (lenUnit as LengthUnit) : "mm";
  const format = (m2: number) => formatArea(m2 * 1_000_000, length, AREA_DIGITS);
  const unit = translateKey(`common:${format(0).unitKey}`);
  return {
    unit,
    value: (m2) => format(m2).text,
    withUnit: (m2) => `${format(m2).text} ${unit}`,
  };
}

/** The signed-in user's area format. */
export function useAreaFormat(): AreaFormat {
  return areaFormatOf(useSession()?.userSettings?.lenUnit);
}
