import { Flex, Typography } from "antd";
import { useWorkshopT } from "./i18n.ts";
import { ScanPanel } from "./ScanPanel.tsx";
import { WorkshopBar } from "./WorkshopBar.tsx";

/** /manage/scan: link scanning for a supervisor's or a worker's screen, under the workshop's own bar. */
export function Component() {
  const t = useWorkshopT();
  return (
    <>
      <WorkshopBar active="scan" standalone />
      <Flex vertical gap={12} style={{ maxWidth: 640, margin: "0 auto", padding: 12 }}>
        <Typography.Title level={4}>{t("scan.title")}</Typography.Title>
        <ScanPanel />
      </Flex>
    </>
  );
}
