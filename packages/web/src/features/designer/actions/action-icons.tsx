import {
  BlockOutlined,
  CameraOutlined,
  ClearOutlined,
  CodeOutlined,
  CodeSandboxOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  ExpandOutlined,
  PictureOutlined,
  PrinterOutlined,
  RedoOutlined,
  ScanOutlined,
  SelectOutlined,
  StarOutlined,
  UndoOutlined,
  VerticalAlignTopOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import { DRAWING_ICONS, MENU_ICONS } from "../../../shared/ui/drawing-icons.tsx";
import type { DesignerAction } from "./designer-actions.ts";

/** One icon per drawing-page action (the toolbar shows them with a tooltip of the action's name). */
export const ACTION_ICONS: Record<DesignerAction, ReactNode> = {
  undo: <UndoOutlined />,
  redo: <RedoOutlined />,
  save: null,
  clean: <ClearOutlined />,
  delete: <DeleteOutlined />,
  importJson: DRAWING_ICONS.importJson,
  importLibrary: DRAWING_ICONS.importLibrary,
  exportJson: DRAWING_ICONS.exportJson,
  exportImage: DRAWING_ICONS.exportImage,
  exportImageNoDims: DRAWING_ICONS.exportImageNoDims,
  exportSvg: <CodeOutlined />,
  exportDxf: DRAWING_ICONS.exportDxf,
  exportGlb: <CodeSandboxOutlined />,
  view3d: <CodeSandboxOutlined />,
  arView: <ScanOutlined />,
  create3d: <ExpandOutlined />,
  createScene: <EnvironmentOutlined />,
  renderScene: <CameraOutlined />,
  print: <PrinterOutlined />,
  copy: <CopyOutlined />,
  align: <VerticalAlignTopOutlined />,
  equalize: <ColumnWidthOutlined />,
  boxSelect: <SelectOutlined />,
  gallery: <PictureOutlined />,
  clone: <BlockOutlined />,
  saveAs: <StarOutlined />,
  center: DRAWING_ICONS.center,
  fullscreen: DRAWING_ICONS.fullscreen,
};

export { MENU_ICONS };
