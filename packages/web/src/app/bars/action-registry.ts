import { useEffect } from "react";
import type { ActionKey } from "./action-buttons.ts";

// Pages (the designer, later) say what each action-bar action does while they are mounted.
type Handler = () => void;
const handlers = new Map<ActionKey, Handler>();
const listeners = new Set<() => void>();
/** Bumped on every change, so the bar can follow what is registered. */
let version = 0;
const changed = () => {
  version++;
  for (const l of listeners) l();
};

export const actionRegistry = {
  get: (key: ActionKey) => handlers.get(key),
  version: () => version,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useActionHandlers(map: Partial<Record<ActionKey, Handler>>): void {
  useEffect(() => {
    const entries = Object.entries(map) as [ActionKey, Handler][];
    for (const [key, fn] of entries) handlers.set(key, fn);
    changed();
    return () => {
      for (const [key] of entries) handlers.delete(key);
      changed();
    };
  }, [map]);
}
