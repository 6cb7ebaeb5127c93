import type { Design, Layout } from "@fenestra/core";
import { useMemo } from "react";
import { useDesigner } from "../state/designer-context.ts";
import { resolveSelection, type SelectionContext } from "../state/selection.ts";

export type Unit = { length: "mm" | "cm" | "in"; digits: number };

/** The selection resolved to model objects, recomputed only when design or selection change. */
export function useSelectionContext(): SelectionContext & { design: Design; layout: Layout } {
  const { design, layout, selection } = useDesigner().editor;
  return useMemo(
    () => ({ ...resolveSelection(design, layout, selection), design, layout }),
    [design, layout, selection],
  );
}
