import { type DataOf, routes } from "@fenestra/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Empty, List, Popconfirm, Space, Tag, Typography } from "antd";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { formatDate } from "../../shared/format/date-time.ts";
import { toast } from "../../shared/ui/toast.ts";
import { useOAuthT } from "./i18n.ts";
import { partnerAppsApi } from "./partner-apps-api.ts";
import { scopeLabel } from "./scope-label.ts";

type Grant = DataOf<typeof routes.oauth.grants>[number];

/** The applications authorised to act for the company, each revocable at once. */
export function AuthorisedApps() {
  const t = useOAuthT();
  const invalidate = useInvalidate();
  const grants = useQuery(routeQuery(routes.oauth.grants));
  const revoke = useMutation({
    mutationFn: (id: number) => partnerAppsApi.revokeGrant(id),
    onSuccess: () => {
      toast.success(t("grants.revoked"));
      void invalidate(routes.oauth.grants);
    },
    onError: (error) => showError(error, t("grants.revokeFailed")),
  });
  return (
    <section data-testid="authorised-apps">
      <Typography.Title level={5}>{t("grants.title")}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("grants.hint")}</Typography.Paragraph>
      <List<Grant>
        loading={grants.isLoading}
        dataSource={grants.data ?? []}
        locale={{ emptyText: <Empty description={t("grants.empty")} /> }}
        renderItem={(grant) => (
          <List.Item
            data-testid="authorised-app"
            actions={[
              <Popconfirm
                key="revoke"
                title={t("grants.confirmRevoke", { name: grant.appName })}
                okText={t("grants.revoke")}
                cancelText={t("common.cancel")}
                onConfirm={() => revoke.mutate(grant.id)}
              >
                <Button danger size="small">
                  {t("grants.revoke")}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={grant.appName}
              description={
                <Space direction="vertical" size={4}>
                  <span>
                    {t("grants.grantedBy", { name: grant.grantedBy, date: formatDate(grant.createdAt) })}
                  </span>
                  <span>
                    {grant.scopes.map((scope) => (
                      <Tag key={scope}>{scopeLabel(scope)}</Tag>
                    ))}
                  </span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}
