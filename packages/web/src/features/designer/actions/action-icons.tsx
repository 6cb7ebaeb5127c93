import {
  AimOutlined,
  AppstoreOutlined,
  BlockOutlined,
  BuildOutlined,
  ClearOutlined,
  CodeOutlined,
  CodeSandboxOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  EllipsisOutlined,
  ExportOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FullscreenOutlined,
  ImportOutlined,
  PictureOutlined,
  PrinterOutlined,
  RedoOutlined,
  SelectOutlined,
  StarOutlined,
  UndoOutlined,
  VerticalAlignTopOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import type { ToolbarMenu } from "./button-layout.ts";
import type { DesignerAction } from "./designer-actions.ts";

/** One icon per drawing-page action (the toolbar shows them with a tooltip of the action's name). */
export const ACTION_ICONS: Record<DesignerAction, ReactNode> = {
  undo: <UndoOutlined />,
  redo: <RedoOutlined />,
  save: null,
  clean: <ClearOutlined />,
  delete: <DeleteOutlined />,
  importJson: <FileTextOutlined />,
  importLibrary: <AppstoreOutlined />,
  exportJson: <FileTextOutlined />,
  exportImage: <FileImageOutlined />,
  exportImageNoDims: <PictureOutlined />,
  exportSvg: <CodeOutlined />,
  exportDxf: <BuildOutlined />,
  exportGlb: <CodeSandboxOutlined />,
  view3d: <CodeSandboxOutlined />,
  print: <PrinterOutlined />,
  copy: <CopyOutlined />,
  align: <VerticalAlignTopOutlined />,
  equalize: <ColumnWidthOutlined />,
  boxSelect: <SelectOutlined />,
  gallery: <PictureOutlined />,
  clone: <BlockOutlined />,
  saveAs: <StarOutlined />,
  center: <AimOutlined />,
  fullscreen: <FullscreenOutlined />,
};

export const MENU_ICONS: Record<ToolbarMenu, ReactNode> = {
  import: <ImportOutlined />,
  export: <ExportOutlined />,
  more: <EllipsisOutlined />,
};
