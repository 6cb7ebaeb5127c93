import { toDisplayLength } from "@fenestra/core";
import { Alert, Empty, Flex, Tabs, Typography } from "antd";
import { useState } from "react";
import { Dialog } from "../../../shared/ui/Dialog.tsx";
import type { LibraryTemplate } from "../../window-library/index.ts";
import {
  currentFrameSize,
  DeleteTemplateButton,
  InsertTemplateButton,
  RecommendationPanel,
  TemplateBrowser,
  TemplateCard,
  useLibraryT,
  useTemplates,
} from "../../window-library/index.ts";
import type { Unit } from "../panels/panel-props.ts";
import { useCompanySeries } from "../panels/SeriesPicker.tsx";
import { useDesigner } from "../state/designer-context.ts";
import { insertIntoDrawing } from "./insert-template.ts";

type Tab = "recommended" | "all" | "mine";

/**
 * The drawing page's window library popup. "library" (import → window library) opens on the
 * recommendations; "gallery" opens on the company's own templates. Inserting closes it.
 */
export function TemplatePickerModal({
  mode,
  unit,
  onClose,
}: {
  mode: "library" | "gallery";
  unit: Unit;
  onClose: () => void;
}) {
  const t = useLibraryT();
  const designer = useDesigner();
  const { store, templates, usage, lastSelected, loadFailed } = useTemplates();
  const companySeries = useCompanySeries();
  const [tab, setTab] = useState<Tab>(mode === "gallery" ? "mine" : "recommended");
  const { design, layout, selection } = designer.editor;
  const insert = (template: LibraryTemplate) => {
    if (insertIntoDrawing(designer, store, template, companySeries.data?.series)) onClose();
  };
  const insertButton = (template: LibraryTemplate) => (
    <InsertTemplateButton key="insert" template={template} onInsert={insert} />
  );
  const own = templates.filter((x) => x.own);
  const unitLabel = (mm: number) =>
    `${toDisplayLength(mm, unit.length, unit.digits).toFixed(unit.digits)} ${unit.length}`;

  return (
    <Dialog
      open
      width={880}
      footer={null}
      onCancel={onClose}
      title={mode === "gallery" ? t("picker.galleryTitle") : t("picker.libraryTitle")}
      data-testid="template-picker"
    >
      <Typography.Paragraph type="secondary">{t("picker.insertHint")}</Typography.Paragraph>
      {loadFailed ? (
        <Alert type="warning" showIcon title={t("mine.loadFailed")} data-testid="library-load-failed" />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        items={[
          {
            key: "recommended",
            label: t("picker.tabRecommended"),
            children: (
              <RecommendationPanel
                templates={templates}
                usage={usage}
                lastSelected={lastSelected}
                frameSize={currentFrameSize(design, layout, selection)}
                unitLabel={unitLabel}
                onInsert={insert}
              />
            ),
          },
          {
            key: "all",
            label: t("picker.tabAll"),
            children: (
              <TemplateBrowser
                templates={templates}
                render={(x) => <TemplateCard key={x.id} template={x} actions={[insertButton(x)]} />}
              />
            ),
          },
          {
            key: "mine",
            label: t("picker.tabMine"),
            children:
              own.length === 0 ? (
                <Empty description={t("mine.empty")} />
              ) : (
                <Flex vertical gap={8}>
                  <Typography.Text type="secondary">{t("mine.sharedWithCompany")}</Typography.Text>
                  <Flex wrap gap={12}>
                    {own.map((x) => (
                      <TemplateCard
                        key={x.id}
                        template={x}
                        actions={[
                          insertButton(x),
                          <DeleteTemplateButton key="delete" store={store} template={x} />,
                        ]}
                      />
                    ))}
                  </Flex>
                </Flex>
              ),
          },
        ]}
      />
    </Dialog>
  );
}
