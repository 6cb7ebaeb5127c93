import type { Layout } from "@fenestra/core/design/layout-types";
import type { Design } from "@fenestra/core/design/model";
import type { SeriesGeometrySource } from "@fenestra/core/design/series-geometry";
import { buildScene } from "@fenestra/core/scene/scene";
import { useMemo } from "react";
import ArDialog from "./ArDialog.tsx";

/** The AR dialog of the drawing as it is when the dialog opens (it covers the drawing page). */
export default function DrawingArDialog({
  design,
  layout,
  geometry,
  onClose,
  saved,
}: {
  design: Design;
  layout: Layout;
  geometry: SeriesGeometrySource;
  onClose: () => void;
  saved: { orderId: number | string; itemId: number | string } | null;
}) {
  const scene = useMemo(
    () => (layout.frames.length > 0 ? buildScene(design, layout, geometry) : null),
    [design, layout, geometry],
  );
  return <ArDialog onClose={onClose} scene={scene} saved={saved} />;
}
