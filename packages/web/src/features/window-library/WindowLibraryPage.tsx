import { Alert, Button, Flex, Grid, Typography } from "antd";
import { useNavigate } from "react-router";
import { useLibraryT } from "./i18n.ts";
import { TemplateBrowser } from "./TemplateBrowser.tsx";
import { TemplateCard } from "./TemplateCard.tsx";
import { DeleteTemplateButton } from "./template-actions.tsx";
import { useTemplates } from "./use-templates.ts";

/** /windoor-library/index: every built-in and own template, searchable by type; opens one in /draw. */
export function Component() {
  const t = useLibraryT();
  const navigate = useNavigate();
  const { store, templates, loadFailed } = useTemplates();
  // On a phone a narrower margin leaves room for two cards a row.
  const phone = !Grid.useBreakpoint().sm;
  return (
    <Flex vertical gap={16} style={{ padding: phone ? 8 : 24 }} data-testid="window-library">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t("page.title")}
      </Typography.Title>
      {loadFailed ? (
        <Alert type="warning" showIcon title={t("mine.loadFailed")} data-testid="library-load-failed" />
      ) : null}
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
              ...(x.own ? [<DeleteTemplateButton key="delete" store={store} template={x} />] : []),
            ]}
            extra={
              x.own ? (
                // publishing to the market: {group_id} is the own template's id (docs/market.md)
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0, display: "block" }}
                  data-testid="publish-template"
                  onClick={() => navigate(`/product-manage/addWindoorMob/${x.id.slice("user:".length)}`)}
                >
                  {t("page.publish")}
                </Button>
              ) : null
            }
          />
        )}
      />
    </Flex>
  );
}
