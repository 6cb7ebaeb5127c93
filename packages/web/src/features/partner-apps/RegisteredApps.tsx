import { type DataOf, oauthClientBodySchema, routes } from "@fenestra/api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Button, Descriptions, Empty, Flex, Form, Input, List, Popconfirm, Typography } from "antd";
import { useState } from "react";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { zodRule } from "../../shared/forms/zod-rules.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { oauthText, useOAuthT } from "./i18n.ts";
import { partnerAppsApi } from "./partner-apps-api.ts";

type Client = DataOf<typeof routes.oauth.clients>[number];
type NewClient = DataOf<typeof routes.oauth.createClient>;
type Values = { name: string; redirectUris: string };

/** "a\n b \n\n" → ["a", "b"]: one redirect URI a line. */
const lines = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** Rule texts: the schema's own keys ("oauth.name_required") from this feature's namespace, others shared. */
const ruleText = (key: string, params?: Record<string, unknown>) =>
  key.startsWith("oauth.")
    ? oauthText(`rules.${key.slice("oauth.".length)}` as Parameters<typeof oauthText>[0], params)
    : translateKey(key, params);

/** The applications the company registered (main account): register, see the secret once, delete. */
export function RegisteredApps() {
  const t = useOAuthT();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<NewClient | null>(null);
  const clients = useQuery(routeQuery(routes.oauth.clients));
  const create = useMutation({
    mutationFn: (values: Values) =>
      partnerAppsApi.createClient({ name: values.name, redirectUris: lines(values.redirectUris) }),
    onSuccess: (client) => {
      setOpen(false);
      form.resetFields();
      setMade(client);
      void invalidate(routes.oauth.clients);
    },
    onError: (error) => showError(error, t("apps.saveFailed")),
  });
  const remove = useMutation({
    mutationFn: (id: number) => partnerAppsApi.deleteClient(id),
    onSuccess: () => {
      toast.success(t("apps.deleted"));
      void invalidate(routes.oauth.clients);
      void invalidate(routes.oauth.grants);
    },
    onError: (error) => showError(error, t("apps.deleteFailed")),
  });
  return (
    <section data-testid="registered-apps">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("apps.title")}
        </Typography.Title>
        <Button type="primary" onClick={() => setOpen(true)}>
          {t("apps.register")}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t("apps.hint")}</Typography.Paragraph>
      <List<Client>
        loading={clients.isLoading}
        dataSource={clients.data ?? []}
        locale={{ emptyText: <Empty description={t("apps.empty")} /> }}
        renderItem={(client) => (
          <List.Item
            data-testid="registered-app"
            actions={[
              <Popconfirm
                key="delete"
                title={t("apps.confirmDelete", { name: client.name })}
                okText={t("apps.delete")}
                cancelText={t("common.cancel")}
                onConfirm={() => remove.mutate(client.id)}
              >
                <Button danger size="small">
                  {t("apps.delete")}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={client.name}
              description={
                <>
                  <div>
                    {t("apps.clientId")}: <Typography.Text copyable>{client.clientId}</Typography.Text>
                  </div>
                  <div style={{ wordBreak: "break-all" }}>
                    {t("apps.redirectUris")}: {client.redirectUris.join(", ")}
                  </div>
                </>
              }
            />
          </List.Item>
        )}
      />
      <Dialog
        open={open}
        title={t("apps.register")}
        okText={t("apps.save")}
        cancelText={t("common.cancel")}
        confirmLoading={create.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => create.mutate(values)}>
          <Form.Item
            name="name"
            label={t("apps.name")}
            rules={[zodRule(oauthClientBodySchema, "name", ruleText)]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="redirectUris"
            label={t("apps.redirectUris")}
            extra={t("apps.redirectUrisHint")}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const parsed = oauthClientBodySchema.shape.redirectUris.safeParse(lines(value));
                  if (!parsed.success) throw new Error(ruleText(parsed.error.issues[0]?.message ?? ""));
                },
              },
            ]}
          >
            <Input.TextArea rows={3} placeholder="https://partner.example/callback" />
          </Form.Item>
        </Form>
      </Dialog>
      <Dialog
        open={made !== null}
        title={t("apps.madeTitle")}
        okText={t("apps.done")}
        onOk={() => setMade(null)}
        onCancel={() => setMade(null)}
        cancelButtonProps={{ style: { display: "none" } }}
      >
        {made && (
          <>
            <Alert type="warning" showIcon message={t("apps.secretOnce")} style={{ marginBottom: 12 }} />
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t("apps.clientId")}>
                <Typography.Text copyable data-testid="new-client-id">
                  {made.clientId}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t("apps.clientSecret")}>
                <Typography.Text copyable data-testid="new-client-secret" style={{ wordBreak: "break-all" }}>
                  {made.clientSecret}
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
          </>
        )}
      </Dialog>
    </section>
  );
}
