import { shapeSize } from "@fenestra/core/design/shapes";
import { Card, Flex, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { templateName, useLibraryT } from "./i18n.ts";
import { TemplateThumbnail } from "./TemplateThumbnail.tsx";
import type { LibraryTemplate } from "./template-store.ts";

/** One template: its drawing, name, type and nominal size, with the caller's actions. */
export function TemplateCard({
  template,
  actions,
  extra,
}: {
  template: LibraryTemplate;
  actions: ReactNode[];
  extra?: ReactNode;
}) {
  const t = useLibraryT();
  const frame = template.design.frames[0];
  const size = frame ? shapeSize(frame.shape) : null;
  return (
    <Card
      size="small"
      data-testid={`template-${template.id}`}
      style={{ width: 180 }}
      actions={actions}
      cover={
        <Flex justify="center" style={{ padding: 8, boxSizing: "border-box" }}>
          <TemplateThumbnail design={template.design} />
        </Flex>
      }
    >
      <Typography.Text strong ellipsis style={{ display: "block" }} data-testid="template-name">
        {templateName(template)}
      </Typography.Text>
      <Flex gap={4} wrap style={{ marginTop: 4 }}>
        <Tag>{t(`types.${template.type}`)}</Tag>
        {template.own ? <Tag color="blue">{t("page.mine")}</Tag> : null}
        {template.marketVersion ? (
          <Tag color="purple" data-testid="template-from-market">
            {t("page.fromMarket", { version: template.marketVersion })}
          </Tag>
        ) : null}
      </Flex>
      {size ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("page.nominalSize")}: {Math.round(size.width)} × {Math.round(size.height)} mm
        </Typography.Text>
      ) : null}
      {extra}
    </Card>
  );
}
