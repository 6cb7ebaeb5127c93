// The optimizer starts from the company's warehouse settings (SPEC §9): its default stock length is
// the bar length and its leftover minimum the shortest leftover kept — the values the server takes
// when a request leaves them out, shown so the person sees what will be used. On confirming, the
// leftover maximum and step sort the plan's offcuts (core offcut-destination.ts), as the server does.

import { routes } from "@fenestra/api";
import { hasModule } from "@fenestra/core/account/index";
import { type OffcutRule, offcutRule } from "@fenestra/core/warehouse/index";
import { useQuery } from "@tanstack/react-query";
import { routeQuery } from "../../shared/api/route-query.ts";
import { useSession } from "../../shared/session/use-session.ts";
import type { CutSettings } from "./cut-optimizer-api.ts";

/** The warehouse settings as GET /api/warehouse/settings answers them (mm). */
export interface WarehouseDefaults {
  leftoverMin: number;
  leftoverMax: number;
  leftoverStep: number;
  defaultStockLength: number;
}

/** The server's leftover minimum for a company that has no warehouse settings. */
const DEFAULT_LEFTOVER_MIN = 500;

/** The company's warehouse settings, for a company that has the warehouse (else never loaded). */
export function useWarehouseSettings() {
  const modules = useSession()?.company_modules;
  const hasWarehouse = modules ? hasModule(modules, "warehouse") : false;
  const settings = useQuery({
    ...routeQuery(routes.warehouse.settings),
    enabled: hasWarehouse,
  });
  return { hasWarehouse, settings: settings.data };
}

/** The optimizer form's fields the warehouse settings fill in. */
export function formValuesOf(
  s: Pick<WarehouseDefaults, "leftoverMin" | "defaultStockLength">,
): Pick<CutSettings, "barLengths" | "defaultStockLength" | "minLeftover"> {
  return {
    barLengths: String(s.defaultStockLength),
    defaultStockLength: s.defaultStockLength,
    minLeftover: s.leftoverMin,
  };
}

/**
 * How a confirmed plan's offcuts are sorted: from the plan's leftover minimum, by the warehouse's
 * maximum and step when the company has the warehouse; else every offcut from the minimum is kept.
 */
export function offcutRuleOf(
  minLeftover: number | undefined,
  warehouse: WarehouseDefaults | undefined,
): OffcutRule {
  return offcutRule(Math.max(1, minLeftover ?? warehouse?.leftoverMin ?? DEFAULT_LEFTOVER_MIN), warehouse);
}
