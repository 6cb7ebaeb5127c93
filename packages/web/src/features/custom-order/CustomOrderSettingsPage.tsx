import { routes } from "@fenestra/api";
import type { LinkTemplate } from "@fenestra/core/custom-order/custom-order";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, QRCode, Spin, Switch, Typography } from "antd";
import { useEffect, useState } from "react";
import { isApiError } from "../../shared/api/api-error.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { type CustomOrderLink, customOrderApi, formAddress } from "./custom-order-api.ts";
import { useCustomOrderT } from "./custom-order-text.ts";
import { LinkTemplatesTable } from "./LinkTemplatesTable.tsx";

type Draft = { enabled: boolean; showPrice: boolean; templates: LinkTemplate[] };

/**
 * /customOrder: the company's customer order link — its address and QR code, open or closed,
 * prices shown or not, the window types it shows with the sizes each is made in, and a new
 * address when the old one should stop working (docs/custom-order.md).
 */
function CustomOrderSettingsPage() {
  const t = useCustomOrderT();
  const client = useQueryClient();
  const read = routeQuery(routes.customOrder.settings);
  const settings = useQuery(read);
  const link = settings.data?.link ?? null;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ask, questionHolder] = useAskFirst();
  useEffect(() => {
    if (link) setDraft({ enabled: link.enabled, showPrice: link.showPrice, templates: link.templates });
  }, [link]);
  const stored = (answer: CustomOrderLink) =>
    client.setQueryData(read.queryKey, { colours: settings.data?.colours ?? [], link: answer });
  const save = useMutation({
    mutationFn: (body: Draft) => customOrderApi.save(body),
    onSuccess: (answer) => {
      setErrors({});
      stored(answer);
      toast.success(t("settings.saved"));
    },
    onError: (error) => {
      const field = isApiError(error) ? error.fieldError : undefined;
      if (field?.field) setErrors({ [field.field]: field.message });
      else showError(error, t("settings.failed"));
    },
  });
  const rotate = useMutation({
    mutationFn: customOrderApi.rotate,
    onSuccess: (answer) => {
      stored(answer);
      toast.success(t("settings.rotated"));
    },
    onError: (error) => showError(error, t("settings.failed")),
  });
  if (!settings.data) return <Spin style={{ display: "block", margin: 48 }} />;
  if (!link || !draft)
    return (
      <Flex vertical gap={12} style={{ padding: 12, maxWidth: 1200 }} data-testid="custom-order-settings">
        <PageTitle>{t("title")}</PageTitle>
        <Typography.Paragraph>{t("settings.intro")}</Typography.Paragraph>
        <Button
          type="primary"
          style={{ alignSelf: "flex-start" }}
          data-testid="link-create"
          loading={save.isPending}
          onClick={() => save.mutate({ enabled: true, showPrice: false, templates: [] })}
        >
          {t("settings.create")}
        </Button>
      </Flex>
    );
  const address = formAddress(link.token);
  return (
    <Flex vertical gap={12} style={{ padding: 12, maxWidth: 1200 }} data-testid="custom-order-settings">
      {questionHolder}
      <PageTitle>{t("title")}</PageTitle>
      <Typography.Paragraph type="secondary">{t("settings.intro")}</Typography.Paragraph>
      <Flex gap={12} wrap>
        <Card title={t("settings.address")} style={{ flex: "1 1 320px", minWidth: 0 }}>
          <Flex vertical gap={12}>
            <Typography.Text copyable data-testid="link-address" style={{ wordBreak: "break-all" }}>
              {address}
            </Typography.Text>
            {!link.enabled && <Alert type="warning" showIcon title={t("settings.closedNote")} />}
            <Flex gap={8} wrap>
              <a href={address} target="_blank" rel="noreferrer" data-testid="link-open">
                <Button>{t("settings.open")}</Button>
              </a>
              <Button
                data-testid="link-rotate"
                loading={rotate.isPending}
                onClick={() =>
                  ask({
                    title: t("settings.rotate"),
                    does: t("settings.rotateAsk"),
                    undo: t("settings.rotateUndo"),
                    okText: t("settings.rotate"),
                    testId: "link-rotate",
                    onOk: () => rotate.mutateAsync(),
                  })
                }
              >
                {t("settings.rotate")}
              </Button>
            </Flex>
          </Flex>
        </Card>
        <Card title={t("settings.qr")} style={{ flex: "0 1 240px" }}>
          <QRCode value={address} size={168} data-testid="link-qr" />
        </Card>
      </Flex>
      <Card title={t("settings.templates")}>
        <Flex vertical gap={12}>
          <Flex gap={24} wrap>
            <Flex gap={8} align="center">
              <Switch
                checked={draft.enabled}
                data-testid="link-enabled"
                onChange={(enabled) => setDraft({ ...draft, enabled })}
              />
              <Typography.Text>{t("settings.enabled")}</Typography.Text>
            </Flex>
            <Flex gap={8} align="center">
              <Switch
                checked={draft.showPrice}
                data-testid="link-show-price"
                onChange={(showPrice) => setDraft({ ...draft, showPrice })}
              />
              <Typography.Text>{t("settings.showPrice")}</Typography.Text>
            </Flex>
          </Flex>
          <LinkTemplatesTable
            value={draft.templates}
            errors={errors}
            onChange={(templates) => setDraft({ ...draft, templates })}
          />
          <Button
            type="primary"
            style={{ alignSelf: "flex-start" }}
            data-testid="link-save"
            loading={save.isPending}
            onClick={() => save.mutate(draft)}
          >
            {t("settings.save")}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}

export const Component = withQueryClient(CustomOrderSettingsPage);
