import { routes } from "@fenestra/api";
import { DEFAULT_SAW_ANGLE_STEP, type SawAngleStep } from "@fenestra/core/units/saw-angle";
import { useQuery } from "@tanstack/react-query";
import { routeQuery } from "../api/route-query.ts";

/** The step the company's saws set an angle in (its production settings; 0.5° until read). */
export function useSawAngleStep(): SawAngleStep {
  const settings = useQuery({ ...routeQuery(routes.settings.production), staleTime: 5 * 60_000 });
  return settings.data?.sawAngleStep ?? DEFAULT_SAW_ANGLE_STEP;
}
