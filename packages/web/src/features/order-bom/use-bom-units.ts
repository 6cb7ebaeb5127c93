import { useMemo } from "react";
import { useSession } from "../../shared/session/use-session.ts";
import { type BomUnits, bomUnitsOf } from "./tables/bom-units.ts";

/** The signed-in user's display unit and digits for BOM lengths and areas (mm when unset). */
export function useBomUnits(): BomUnits {
  const settings = useSession()?.userSettings;
  const lenUnit = settings?.lenUnit;
  const digits = settings?.digits;
  return useMemo(() => bomUnitsOf({ lenUnit, digits }), [lenUnit, digits]);
}
