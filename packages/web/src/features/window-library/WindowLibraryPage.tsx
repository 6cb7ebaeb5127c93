import { Button, Flex, Popconfirm, Typography } from "antd";
import { useNavigate } from "react-router";
import { toast } from "../../shared/ui/toast.ts";
import { templateName, useLibraryT } from "./i18n.ts";
import { TemplateBrowser } from "./TemplateBrowser.tsx";
import { TemplateCard } from "./TemplateCard.tsx";
import { useTemplates } from "./use-templates.ts";

/** /windoor-library/index: every built-in and own template, searchable by type; opens one in /draw. */
export function Component() {
  const t = useLibraryT();
  const navigate = useNavigate();
  const { store, templates } = useTemplates();
  return (
    <Flex vertical gap={16} style={{ padding: 24 }} data-testid="window-library">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t("page.title")}
      </Typography.Title>
      <TemplateBrowser
        templates={templates}
        render={(x) => (
          <TemplateCard
            key={x.id}
            template={x}
            actions={[
              <Button
                key="open"
                type="link"
                size="small"
                data-testid="open-template"
                onClick={() => {
                  store.recordUse(x.id);
                  navigate(`/draw?template=${encodeURIComponent(x.id)}`);
                }}
              >
                {t("page.open")}
              </Button>,
              ...(x.own
                ? [
                    <Popconfirm
                      key="delete"
                      title={t("mine.deleteConfirm", { name: templateName(x) })}
                      onConfirm={() => {
                        store.remove(x.id);
                        toast.success(t("mine.deleted"));
                      }}
                    >
                      <Button type="link" size="small" danger>
                        {t("mine.delete")}
                      </Button>
                    </Popconfirm>,
                  ]
                : []),
            ]}
          />
        )}
      />
    </Flex>
  );
}
