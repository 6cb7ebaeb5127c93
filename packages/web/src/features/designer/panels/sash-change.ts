import type { HingeSide, PairOpenType, SashOpenType } from "@fenestra/core";
import type { Editor } from "@fenestra/core/editor/editor";
import type { SelectionContext } from "../state/selection.ts";

export type SelectedSash = NonNullable<SelectionContext["sash"]>;
/** What a panel changes on a sash or French pair; the rest stays as it is. */
export type SashPatch = {
  openType?: SashOpenType;
  hingeSide?: HingeSide;
  active?: "left" | "right";
  opening?: "inward" | "outward";
  hinge?: SelectedSash["hinge"];
  handle?: SelectedSash["handle"];
  lock?: SelectedSash["lock"];
};

/** Changes the selected sash or pair in place (a pair keeps its meeting line, leaves and glass). */
export function changeSash(ed: Editor, sash: SelectedSash, patch: SashPatch) {
  const shared = {
    regionId: sash.id,
    opening: patch.opening ?? sash.opening,
    hinge: patch.hinge,
    handle: patch.handle,
    lock: patch.lock,
  };
  if (sash.kind === "sash")
    return ed.run("setSash", {
      ...shared,
      openType: patch.openType ?? sash.openType,
      hingeSide: patch.hingeSide ?? sash.hingeSide,
    });
  return ed.run("setDoubleSash", {
    ...shared,
    // the form offers a pair's open types only; the command refuses any other
    openType: (patch.openType ?? sash.openType) as PairOpenType,
    active: patch.active ?? sash.active,
  });
}
