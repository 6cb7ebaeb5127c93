import { AppstoreOutlined } from "@ant-design/icons";
import { Button, Flex, Typography } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesignerSelector } from "../state/designer-context.ts";

/**
 * What an empty canvas says: how to start (a frame from the toolbox, or a template from the
 * window library), with the library one click away. It lets pointer events through to the
 * canvas, except on its button.
 */
export function EmptyCanvasHint({ compact, onLibrary }: { compact: boolean; onLibrary: () => void }) {
  const t = useDesignerT();
  const empty = useDesignerSelector(
    (s) => s.design.frames.length === 0 && s.design.walls.length === 0 && s.design.notes.length === 0,
  );
  if (!empty) return null;
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={8}
      data-testid="empty-canvas-hint"
      style={{ position: "absolute", inset: 0, pointerEvents: "none", padding: 24, textAlign: "center" }}
    >
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("canvas.emptyTitle")}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ maxWidth: 360 }}>
        {compact ? t("canvas.emptyPhone") : t("canvas.emptyDesk")}
      </Typography.Text>
      <Button icon={<AppstoreOutlined />} style={{ pointerEvents: "auto" }} onClick={onLibrary}>
        {t("buttons.importLibrary")}
      </Button>
    </Flex>
  );
}
