import { Button, Flex, Space, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useProductT } from "../i18n.ts";

/** A link of the header to another page of the series. */
type SeriesLink = { to: string; label: string };

/**
 * The heading of a page that edits a series (its formulas, its data): the title with the draft's
 * state, back to the catalogue, the series' other pages, and the save.
 */
export function SeriesPageHeader({
  title,
  badge,
  dirty,
  links,
  save,
}: {
  title: string;
  badge?: ReactNode;
  dirty: boolean;
  links: SeriesLink[];
  save: { busy: boolean; disabled: boolean; onClick: () => void; testId: string };
}) {
  const t = useProductT();
  const navigate = useNavigate();
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Space>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {badge}
        {dirty && <Tag color="orange">{t("editor.unsaved")}</Tag>}
      </Space>
      <Space>
        <Button onClick={() => navigate("/product-manage/index")}>{t("editor.back")}</Button>
        {links.map((link) => (
          <Button key={link.to} onClick={() => navigate(link.to)}>
            {link.label}
          </Button>
        ))}
        <Button
          type="primary"
          loading={save.busy}
          disabled={save.disabled}
          onClick={save.onClick}
          data-testid={save.testId}
        >
          {t("editor.save")}
        </Button>
      </Space>
    </Flex>
  );
}
