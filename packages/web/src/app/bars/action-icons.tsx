import {
  AimOutlined,
  AppstoreOutlined,
  BuildOutlined,
  CloseOutlined,
  EditOutlined,
  EllipsisOutlined,
  ExportOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FullscreenOutlined,
  ImportOutlined,
  PictureOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import type { ActionKey } from "./action-buttons.ts";

/** The action bar's icons (each shown with its label or as a tooltip). */
export const ACTION_BAR_ICONS: Record<ActionKey | "export" | "import", ReactNode> = {
  extra: <EllipsisOutlined />,
  "extra.editContract": <EditOutlined />,
  "extra.exportJson": <FileTextOutlined />,
  "extra.exportCad": <BuildOutlined />,
  "extra.exportImage": <FileImageOutlined />,
  "extra.exportImageNoDims": <PictureOutlined />,
  "extra.importLibrary": <AppstoreOutlined />,
  "extra.importJson": <FileTextOutlined />,
  "extra.center": <AimOutlined />,
  "extra.fullscreen": <FullscreenOutlined />,
  saveSimplePicture: <PictureOutlined />,
  close: <CloseOutlined />,
  export: <ExportOutlined />,
  import: <ImportOutlined />,
};
