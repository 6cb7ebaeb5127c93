import { routes } from "@fenestra/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, Typography } from "antd";
import { useState } from "react";
import { invalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { type Render, type RenderShare, rendersApi, shareAddress } from "./renders-api.ts";
import { useRendersT } from "./renders-text.ts";
import { lifeHours, type ShareLife, ShareLifeFields } from "./ShareLifeFields.tsx";

/**
 * Shares one render by link (SPEC §4 sharing): permanent or for a number of hours (the company's
 * render settings give the default), the link to copy, and revoking it. A new link replaces the
 * old one.
 */
export function ShareRenderDialog({ render, onClose }: { render: Render; onClose: () => void }) {
  const t = useRendersT();
  const client = useQueryClient();
  const settings = useQuery(routeQuery(routes.renders.settings));
  const [share, setShare] = useState<RenderShare | null>(render.share);
  const [form] = Form.useForm<ShareLife>();
  const changed = () => invalidate(client, routes.renders.list, routes.renders.get);
  const make = useMutation({
    mutationFn: (life: ShareLife) => rendersApi.share(render.id, lifeHours(life)),
    onSuccess: (made) => {
      setShare(made);
      void changed();
    },
    onError: (error) => showError(error, t("list.failed")),
  });
  const revoke = useMutation({
    mutationFn: () => rendersApi.unshare(render.id),
    onSuccess: () => {
      setShare(null);
      toast.success(t("share.revoked"));
      void changed();
    },
    onError: (error) => showError(error, t("list.failed")),
  });
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t("share.copied"));
    } catch {
      // no clipboard (an insecure page, a refused permission): the link shows to copy by hand
    }
  };
  if (!settings.data) return null;
  const defaultHours = settings.data.share_hours_default;
  const address = share ? shareAddress(share.url) : null;
  return (
    <Dialog
      open
      title={t("share.title", { title: render.title })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t("share.close")}</Button>}
      data-testid="render-share-dialog"
    >
      <Flex vertical gap={12}>
        {address && share ? (
          <Flex vertical gap={8} data-testid="render-share-link">
            <Typography.Text
              copyable={{ text: address }}
              style={{ wordBreak: "break-all" }}
              data-testid="render-share-url"
            >
              {address}
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="render-share-expiry">
              {share.expires_at
                ? t("share.until", { date: formatDateTime(share.expires_at) })
                : t("share.forever")}
            </Typography.Text>
            <Flex gap={8} wrap>
              <Button type="primary" onClick={() => void copy(address)} data-testid="render-share-copy">
                {t("share.copy")}
              </Button>
              <Button
                danger
                onClick={() => revoke.mutate()}
                loading={revoke.isPending}
                data-testid="render-share-revoke"
              >
                {t("share.revoke")}
              </Button>
            </Flex>
            <Typography.Text type="secondary">{t("share.replaces")}</Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t("share.none")}</Typography.Text>
        )}
        <Form<ShareLife>
          form={form}
          layout="vertical"
          initialValues={
            defaultHours === null ? { kind: "permanent", hours: 24 } : { kind: "hours", hours: defaultHours }
          }
          onFinish={(life) => make.mutate(life)}
        >
          <ShareLifeFields
            label={t("share.life")}
            testIds={{ kind: "render-share-kind", hours: "render-share-hours" }}
            width={160}
          />
          <Button htmlType="submit" loading={make.isPending} data-testid="render-share-make">
            {share ? t("share.remake") : t("share.make")}
          </Button>
        </Form>
      </Flex>
    </Dialog>
  );
}
