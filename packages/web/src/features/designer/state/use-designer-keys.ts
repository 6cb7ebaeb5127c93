import { useEffect } from "react";
import type { DesignerStore } from "./designer-store.ts";

const EDITING = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/**
 * Undo/redo (Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y), Delete and Escape go to the core editor; F11 is
 * the page's full-screen button (SPEC §2), so the drawing fills the screen, not the browser tab.
 */
export function useDesignerKeys(store: DesignerStore, fullscreen?: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F11" && fullscreen) {
        e.preventDefault();
        fullscreen();
        return;
      }
      const target = e.target as HTMLElement | null;
      if (target && (EDITING.has(target.tagName) || target.isContentEditable)) return;
      const ctrl = e.ctrlKey || e.metaKey;
      const k = e.key.toLowerCase();
      if (!(ctrl && (k === "z" || k === "y")) && k !== "delete" && k !== "backspace" && k !== "escape")
        return;
      e.preventDefault();
      if (k === "escape" && store.tool.kind !== "select") store.setTool({ kind: "select" });
      store.act((ed) => ed.keyDown(e.key, { ctrl, shift: e.shiftKey }));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store, fullscreen]);
}
