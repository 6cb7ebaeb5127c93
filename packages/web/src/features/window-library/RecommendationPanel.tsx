import { recommendationBatch, recommendTemplates } from "@fenestra/core/library/index";
import { Alert, Button, Descriptions, Flex, Typography } from "antd";
import { useMemo, useState } from "react";
import { useLibraryT } from "./i18n.ts";
import { TemplateCard } from "./TemplateCard.tsx";
import { InsertTemplateButton } from "./template-actions.tsx";
import type { LibraryTemplate } from "./template-store.ts";

/** Templates shown per batch ("change a batch" steps to the next ones). */
export const BATCH_SIZE = 4;
/** Size ranked for when nothing is drawn yet (a common window), mm. */
export const TYPICAL_SIZE = { width: 1500, height: 1400 };

/**
 * The drawing page's "AI recommendation" popup content (SPEC §2): the current frame size, the
 * recommended templates with "change a batch", and the last selected one. It says plainly that
 * the ranking is size closeness plus company usage, not a model.
 */
export function RecommendationPanel({
  templates,
  usage,
  lastSelected,
  frameSize,
  unitLabel,
  onInsert,
}: {
  templates: readonly LibraryTemplate[];
  usage: Readonly<Record<string, number>>;
  lastSelected: string | null;
  /** Current frame size in mm, null when nothing is drawn. */
  frameSize: { width: number; height: number } | null;
  unitLabel: (mm: number) => string;
  onInsert: (template: LibraryTemplate) => void;
}) {
  const t = useLibraryT();
  const [batch, setBatch] = useState(0);
  const size = frameSize ?? TYPICAL_SIZE;
  const ranked = useMemo(() => recommendTemplates(templates, { ...size, usage }), [templates, size, usage]);
  const shown = recommendationBatch(ranked, BATCH_SIZE, batch);
  const last = templates.find((x) => x.id === lastSelected) ?? null;
  const insertButton = (template: LibraryTemplate) => (
    <InsertTemplateButton key="insert" template={template} onInsert={onInsert} />
  );
  return (
    <Flex vertical gap={12} data-testid="recommendations">
      <Alert type="info" showIcon title={t("recommend.honesty")} data-testid="recommend-honesty" />
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t("recommend.currentSize")}>
          <span data-testid="recommend-size">
            {frameSize
              ? `${unitLabel(frameSize.width)} × ${unitLabel(frameSize.height)}`
              : t("recommend.noFrame")}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t("recommend.recommended")}</Typography.Text>
        <Button size="small" data-testid="change-batch" onClick={() => setBatch((b) => b + 1)}>
          {t("recommend.changeBatch")}
        </Button>
      </Flex>
      <Flex wrap gap={12} data-testid="recommend-batch">
        {shown.map((r) => (
          <TemplateCard
            key={r.template.id}
            template={r.template as LibraryTemplate}
            actions={[insertButton(r.template as LibraryTemplate)]}
            extra={
              <Typography.Text type="secondary" style={{ display: "block", fontSize: 12 }}>
                {t("recommend.closeness", { value: Math.round(r.closeness * 100) })}
                {usage[r.template.id] ? ` · ${t("recommend.used", { count: usage[r.template.id] })}` : ""}
              </Typography.Text>
            }
          />
        ))}
      </Flex>
      <Typography.Text strong>{t("recommend.lastSelected")}</Typography.Text>
      {last ? (
        <div data-testid="last-selected">
          <TemplateCard template={last} actions={[insertButton(last)]} />
        </div>
      ) : (
        <Typography.Text type="secondary" data-testid="last-selected">
          {t("recommend.noneSelected")}
        </Typography.Text>
      )}
    </Flex>
  );
}
