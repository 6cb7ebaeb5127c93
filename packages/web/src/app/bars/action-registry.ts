import { useEffect } from "react";
import type { ActionKey } from "./action-buttons.ts";

// Pages (the designer, later) say what each action-bar action does while they are mounted.
type Handler = () => void;
const handlers = new Map<ActionKey, Handler>();
const listeners = new Set<() => void>();

export const actionRegistry = {
  get: (key: ActionKey) => handlers.get(key),
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
    for (const l of listeners) l();
    return () => {
      for (const [key] of entries) handlers.delete(key);
      for (const l of listeners) l();
    };
  }, [map]);
}
