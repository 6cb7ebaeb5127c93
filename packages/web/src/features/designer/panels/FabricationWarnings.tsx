import { type FabricationMisfit, fabricationMisfit } from "@fenestra/core/bom/index";
import { useCallback } from "react";
import { useDesignerT } from "../i18n.ts";
import { useDesignerSelector } from "../state/designer-context.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import { useFrameSeries } from "../state/use-frame-series.ts";
import { DrawingWarning } from "./DrawingWarning.tsx";

/**
 * What the frames' series cannot make of the drawing, shown as it is drawn rather than on save:
 * core's fabricationMisfit (the rule the server refuses a save by) on each frame in its own
 * series — a sash no hardware set carries, an arch tighter than its profile bends or of a
 * foiled profile, and the kind, colour, sash bar and sill extension refusals. Nothing is shown
 * while every frame can be made (or while its series loads).
 */
export function FabricationWarnings() {
  const frames = useDesignerSelector(
    (s) => s.editor.design.frames,
    (a, b) => a.length === b.length && a.every((f, i) => f.seriesId === b[i]!.seriesId),
  );
  return (
    <>
      {frames.map((frame, i) => (
        <FrameFabrication key={frame.id} index={i} count={frames.length} seriesId={frame.seriesId} />
      ))}
    </>
  );
}

function FrameFabrication({ index, count, seriesId }: { index: number; count: number; seriesId: string }) {
  const t = useDesignerT();
  const { model } = useFrameSeries(seriesId);
  // one string, so a drag that changes no problem does not redraw the warning
  const select = useCallback(
    (s: DesignerStore) => {
      const { design } = s.editor;
      const frame = design.frames[index];
      if (!model || !frame) return "";
      const misfit = fabricationMisfit({ ...design, frames: [frame] }, model);
      return misfit ? JSON.stringify(misfit) : "";
    },
    [index, model],
  );
  const key = useDesignerSelector(select);
  if (!key) return null;
  const problem = misfitText(t, JSON.parse(key) as FabricationMisfit);
  return (
    <DrawingWarning type="error" testId="fabrication-warnings" title={t("fabrication.title")}>
      {count > 1 ? t("fabrication.frame", { n: index + 1, problem }) : problem}
    </DrawingWarning>
  );
}

/** The misfit in the designer's words (the server's refusal of a save says the same). */
function misfitText(t: ReturnType<typeof useDesignerT>, misfit: FabricationMisfit): string {
  switch (misfit.code) {
    case "hardware_no_fit":
    case "bend_too_tight":
    case "profile_foiled_bent":
      return t(`fabrication.${misfit.code}`, misfit);
    case "colour_not_offered":
      return t("panels.colour.notOffered", { colour: misfit.colour });
    default:
      return t(`errors.${misfit.code}`);
  }
}
