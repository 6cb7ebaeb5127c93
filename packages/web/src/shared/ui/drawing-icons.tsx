import {
  AimOutlined,
  AppstoreOutlined,
  BuildOutlined,
  EllipsisOutlined,
  ExportOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FullscreenOutlined,
  ImportOutlined,
  PictureOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";

// The icons of the drawing actions both the drawing page's toolbar and the app's action bar offer,
// so the same action looks the same in both.

export const DRAWING_ICONS = {
  importJson: <FileTextOutlined />,
  importLibrary: <AppstoreOutlined />,
  exportJson: <FileTextOutlined />,
  exportImage: <FileImageOutlined />,
  exportImageNoDims: <PictureOutlined />,
  exportDxf: <BuildOutlined />,
  center: <AimOutlined />,
  fullscreen: <FullscreenOutlined />,
} satisfies Record<string, ReactNode>;

/** The icons of the menus the actions are grouped in. */
export const MENU_ICONS = {
  import: <ImportOutlined />,
  export: <ExportOutlined />,
  more: <EllipsisOutlined />,
} satisfies Record<string, ReactNode>;
