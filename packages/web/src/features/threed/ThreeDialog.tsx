// The 3D view of a drawing in a dialog over the drawing page (full screen on a phone). The scene is
// core's, made from the editor's own layout; three.js is fetched only when the dialog first opens.

import type { Layout } from "@fenestra/core/design/layout-types";
import type { Design } from "@fenestra/core/design/model";
import type { SeriesGeometrySource } from "@fenestra/core/design/series-geometry";
import { buildScene } from "@fenestra/core/scene/scene";
import { Flex } from "antd";
import { useMemo } from "react";
import { Link } from "react-router";
import { threedLink } from "../../shared/navigation/threed-link.ts";
import { useThreedT } from "./i18n.ts";
import SceneDialog from "./SceneDialog.tsx";

export default function ThreeDialog({
  open,
  onClose,
  design,
  layout,
  geometry,
  fileName,
  saved,
}: {
  open: boolean;
  onClose: () => void;
  design: Design;
  layout: Layout;
  geometry: SeriesGeometrySource;
  fileName: string;
  /** The saved window the drawing is (its order and item), when it is saved unchanged: a link to its full page. */
  saved?: { orderId: string; itemId: string } | null;
}) {
  const t = useThreedT();
  const scene = useMemo(
    () => (open && layout.frames.length > 0 ? buildScene(design, layout, geometry) : null),
    [open, design, layout, geometry],
  );
  return (
    <SceneDialog
      open={open}
      onClose={onClose}
      scene={scene}
      fileName={fileName}
      empty={t("empty")}
      title={
        <Flex gap={12} align="center" wrap>
          {t("title")}
          {saved ? (
            <Link to={threedLink(saved.orderId, saved.itemId)} data-testid="threed-full-page">
              {t("fullPage")}
            </Link>
          ) : null}
        </Flex>
      }
    />
  );
}
