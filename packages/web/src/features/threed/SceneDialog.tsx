// A scene's 3D view in a dialog (full screen on a phone): the drawing page's 3D dialog and the
// sunroom's (/sunnyHouse) both show theirs in it. three.js comes with the view, fetched when the
// dialog first opens.
import type { Scene } from "@fenestra/core/scene/scene";
import { Empty, Grid, Spin } from "antd";
import { lazy, type ReactNode, Suspense } from "react";
import { Dialog } from "../../shared/ui/Dialog.tsx";

const ThreeView = lazy(() => import("./ThreeView.tsx"));

export default function SceneDialog({
  open,
  onClose,
  title,
  scene,
  fileName,
  empty,
  testId = "threed-dialog",
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What to show; null: nothing to show (`empty` says so). */
  scene: Scene | null;
  fileName: string;
  empty: string;
  testId?: string;
}) {
  const phone = !Grid.useBreakpoint().md;
  return (
    <Dialog
      open={open}
      onCancel={onClose}
      footer={null}
      title={title}
      width={phone ? "100%" : "min(1100px, 94vw)"}
      style={phone ? { top: 0, maxWidth: "100vw", margin: 0, padding: 0 } : { top: 24 }}
      styles={{ body: { height: phone ? "calc(100dvh - 96px)" : "min(720px, 76vh)" } }}
      destroyOnHidden
      data-testid={testId}
    >
      {scene ? (
        <Suspense fallback={<Spin />}>
          <ThreeView scene={scene} fileName={fileName} />
        </Suspense>
      ) : (
        <Empty description={empty} />
      )}
    </Dialog>
  );
}
