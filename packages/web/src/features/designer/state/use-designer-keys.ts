import { useEffect } from "react";
import type { DesignerStore } from "./designer-store.ts";

const EDITING = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/**
 * Undo/redo (Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y), copy and paste of frames (Ctrl+C / Ctrl+V), Delete
 * and Escape go to the core editor; F11 is
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
      const edit = ctrl && (k === "z" || k === "y" || k === "c" || k === "v");
      if (!edit && k !== "delete" && k !== "backspace" && k !== "escape") return;
      // Ctrl+C with text selected on the page copies that text, as usual
      if (ctrl && k === "c" && window.getSelection()?.toString()) return;
      e.preventDefault();
      if (k === "escape" && store.tool.kind !== "select") store.setTool({ kind: "select" });
      const frames = store.design.frames.length;
      store.act((ed) => ed.keyDown(e.key, { ctrl, shift: e.shiftKey }));
      // a paste lands beside everything: widen the view so it is seen
      if (ctrl && k === "v" && store.design.frames.length > frames) store.center();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [store, fullscreen]);
}
