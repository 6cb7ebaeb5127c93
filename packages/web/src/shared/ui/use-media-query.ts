import { useCallback, useSyncExternalStore } from "react";

/** A screen whose only pointer is a finger: nothing hovers, nothing points finely. */
export const TOUCH_ONLY = "(hover: none), (pointer: coarse)";

/** Whether a CSS media query matches, followed while the page is open (false without matchMedia). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener("change", onChange);
      return () => media?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false);
}
