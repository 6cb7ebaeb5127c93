// The sunroom in 3D (docs/sunroom.md "3D"): core's sunroom scene — the structure's members as the
// BOM cuts them, the roof panels, each facet's window in its wall — shown by the window's 3D view
// (orbit, pan, zoom, quality, photo, GLB and USDZ). Its own chunk, fetched when first opened.
import type { Series } from "@fenestra/core/series/index";
import { seriesGeometry } from "@fenestra/core/series/index";
import {
  type CompiledSunroomSeries,
  type Sunroom,
  type SunroomModel,
  structureBom,
} from "@fenestra/core/sunroom/index";
import { sunroomScene } from "@fenestra/core/sunroom/scene";
import { Spin } from "antd";
import { Suspense, useMemo } from "react";
import { SceneDialog } from "../threed/index.ts";
import { useSunroomT } from "./sunroom-text.ts";

export default function SunroomThreeDialog({
  onClose,
  model,
  sunroom,
  compiled,
  facetSeries,
  fileName,
}: {
  onClose: () => void;
  model: SunroomModel;
  sunroom: Sunroom;
  compiled: CompiledSunroomSeries;
  facetSeries: Series;
  fileName: string;
}) {
  const t = useSunroomT();
  const scene = useMemo(
    () =>
      sunroomScene({
        model,
        structure: structureBom(model, sunroom, compiled),
        catalogue: compiled.series.catalogue,
        facetGeometry: seriesGeometry(facetSeries),
        colour: sunroom.colour,
      }),
    [model, sunroom, compiled, facetSeries],
  );
  return (
    <Suspense fallback={<Spin />}>
      <SceneDialog
        open
        onClose={onClose}
        title={t("threed.title")}
        scene={scene.members.length > 0 ? scene : null}
        fileName={fileName}
        empty={t("threed.empty")}
        testId="sunroom-threed-dialog"
      />
    </Suspense>
  );
}
