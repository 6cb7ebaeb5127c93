import { useMatches } from "react-router";
import { mergeMeta, type RouteMeta } from "../router/route-meta.ts";

/** The merged meta of the current route (parents first, the leaf wins). */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return mergeMeta(matches.map((match) => match.handle));
}
