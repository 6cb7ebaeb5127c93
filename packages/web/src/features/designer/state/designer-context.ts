import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from "react";
import type { DesignerStore } from "./designer-store.ts";

export const DesignerContext = createContext<DesignerStore | null>(null);

export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerContext);
  if (!store) throw new Error("useDesignerStore outside DesignerContext");
  return store;
}

/** The store, re-rendering whenever the design, selection or tool changes (not on mouse moves). */
export function useDesigner(): DesignerStore {
  const store = useDesignerStore();
  useSyncExternalStore(store.subscribe, store.getVersion);
  return store;
}

/**
 * A value derived from the store, re-rendering only when it changes (by `equal`). Parts of the
 * page that do not show the design (toolbox, buttons, footer) use it so that a mullion drag —
 * a design change every 50 ms — redraws only what moved.
 */
export function useDesignerSelector<T>(
  select: (store: DesignerStore) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useDesignerStore();
  const last = useRef<{ value: T } | null>(null);
  const snapshot = useCallback(() => {
    const value = select(store);
    if (last.current && equal(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  }, [store, select, equal]);
  return useSyncExternalStore(store.subscribe, snapshot);
}

/** Equality of two flat arrays or records of primitives. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || !a || !b) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
