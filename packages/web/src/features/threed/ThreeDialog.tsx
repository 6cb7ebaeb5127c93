// The 3D view in a dialog over the drawing page (full screen on a phone). The scene is core's,
// made from the editor's own layout; three.js is fetched only when the dialog first opens.

import type { Layout } from "@fenestra/core/design/layout-types";
import type { Design } from "@fenestra/core/design/model";
import type { SeriesGeometrySource } from "@fenestra/core/design/series-geometry";
import { buildScene } from "@fenestra/core/scene/scene";
import { Empty, Flex, Grid, Spin } from "antd";
import { lazy, Suspense, useMemo } from "react";
import { Link } from "react-router";
import { threedLink } from "../../shared/navigation/threed-link.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { useThreedT } from "./i18n.ts";

const ThreeView = lazy(() => import("./ThreeView.tsx"));

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
  const phone = !Grid.useBreakpoint().md;
  const scene = useMemo(
    () => (open && layout.frames.length > 0 ? buildScene(design, layout, geometry) : null),
    [open, design, layout, geometry],
  );
  return (
    <Dialog
      open={open}
      onCancel={onClose}
      footer={null}
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
      width={phone ? "100%" : "min(1100px, 94vw)"}
      style={phone ? { top: 0, maxWidth: "100vw", margin: 0, padding: 0 } : { top: 24 }}
      styles={{ body: { height: phone ? "calc(100dvh - 96px)" : "min(720px, 76vh)" } }}
      destroyOnHidden
      data-testid="threed-dialog"
    >
      {scene ? (
        <Suspense fallback={<Spin />}>
          <ThreeView scene={scene} fileName={fileName} />
        </Suspense>
      ) : (
        <Empty description={t("empty")} />
      )}
    </Dialog>
  );
}
