import { keysAllow, type RouteDef } from "@fenestra/api";
import { useSession } from "./use-session.ts";

/**
 * Whether the signed-in user's keys let it call the route (its permission key, and `hiddenBy`:
 * a sub-account holding "hide report" loses the statistics). The web hides what the server would
 * refuse, from the same descriptor.
 */
export function useKeysAllow(route: RouteDef): boolean {
  const user = useSession()?.userinfo;
  if (!user) return false;
  return keysAllow(route.access, { fid: user.fid, permanents: user.permanents ?? null });
}
