import {
  CloseOutlined,
  EditOutlined,
  EnvironmentOutlined,
  ExpandOutlined,
  ExportOutlined,
  FileExcelOutlined,
  FilePdfOutlined,
  FileWordOutlined,
  PictureOutlined,
  ReadOutlined,
  SunOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import { DRAWING_ICONS, MENU_ICONS } from "../../shared/ui/drawing-icons.tsx";
import type { ActionKey } from "./action-buttons.ts";

/** The action bar's icons (each shown with its label or as a tooltip). */
export const ACTION_BAR_ICONS: Record<ActionKey | "export" | "import", ReactNode> = {
  extra: MENU_ICONS.more,
  "extra.editContract": <EditOutlined />,
  "extra.exportJson": DRAWING_ICONS.exportJson,
  "extra.exportCad": DRAWING_ICONS.exportDxf,
  "extra.exportImage": DRAWING_ICONS.exportImage,
  "extra.exportImageNoDims": DRAWING_ICONS.exportImageNoDims,
  "extra.importLibrary": DRAWING_ICONS.importLibrary,
  "extra.importJson": DRAWING_ICONS.importJson,
  "extra.center": DRAWING_ICONS.center,
  "extra.fullscreen": DRAWING_ICONS.fullscreen,
  output: <ExportOutlined />,
  "output.create3d": <ExpandOutlined />,
  "output.createScene": <EnvironmentOutlined />,
  "output.pdf": <FilePdfOutlined />,
  "output.xlsx": <FileExcelOutlined />,
  "output.docx": <FileWordOutlined />,
  saveSimplePicture: <PictureOutlined />,
  tutorial: <ReadOutlined />,
  applySunnyHouse: <SunOutlined />,
  close: <CloseOutlined />,
  export: MENU_ICONS.export,
  import: MENU_ICONS.import,
};
