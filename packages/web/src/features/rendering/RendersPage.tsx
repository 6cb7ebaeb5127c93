import { routes } from "@fenestra/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Flex, Image, Pagination, Spin, Tag, Typography } from "antd";
import { useState } from "react";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { pagerOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import { useAskFirst } from "../../shared/ui/ask-first.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { downloadRender, type Render, rendersApi } from "./renders-api.ts";
import { useRendersT } from "./renders-text.ts";
import { ShareRenderDialog } from "./ShareRenderDialog.tsx";

/** Where a new render is made: the effect-rendering editor. */
export const RENDER_EDITOR_PATH = "/renderV2";
export const RENDER_SETTINGS_PATH = "/renderSetting";

/**
 * /rendering: the company's saved effect renders, newest first, as pictures: download, share by
 * link, delete (after asking); a new one is made in the editor (/renderV2).
 */
function RendersPage() {
  const t = useRendersT();
  const client = useQueryClient();
  const list = usePagedList(routes.renders.list, {}, { pageSize: 12 });
  const [sharing, setSharing] = useState<Render | null>(null);
  const [ask, questionHolder] = useAskFirst();
  const remove = useMutation({
    mutationFn: (id: number) => rendersApi.remove(id),
    onSuccess: () => {
      toast.success(t("list.deleted"));
      void invalidate(client, routes.renders.list, routes.renders.get);
    },
    onError: (error) => showError(error, translateKey("result.deleteFailed")),
  });
  const askToDelete = (r: Render) =>
    ask({
      title: t("list.deleteQuestion.title"),
      does: t("list.deleteQuestion.does", { title: r.title }),
      undo: t("list.deleteQuestion.undo"),
      okText: t("list.delete"),
      testId: "render-delete",
      onOk: () => remove.mutateAsync(r.id).catch(() => undefined),
    });
  const download = (r: Render) => downloadRender(r).catch((error) => showError(error, t("list.failed")));
  return (
    <Flex vertical gap={12} style={{ padding: 12, maxWidth: 1200 }} data-testid="renders-page">
      {questionHolder}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("list.title")}
        </Typography.Title>
        <Flex gap={8} wrap>
          <LinkButton to={RENDER_SETTINGS_PATH} testId="renders-settings">
            {t("list.settings")}
          </LinkButton>
          <LinkButton to={RENDER_EDITOR_PATH} type="primary" testId="renders-new">
            {t("list.new")}
          </LinkButton>
        </Flex>
      </Flex>
      {list.query.isPending ? (
        <Spin style={{ display: "block", margin: 48 }} />
      ) : list.query.isError ? (
        <LoadFailed query={list.query} />
      ) : list.items.length === 0 ? (
        <Empty description={t("list.firstUse")} data-testid="renders-empty" />
      ) : (
        <div
          data-testid="renders-grid"
          style={{ display: "grid", gap: 12, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}
        >
          {list.items.map((r) => (
            <Card
              key={r.id}
              size="small"
              data-testid="render-card"
              cover={
                <Image
                  src={r.image_url}
                  alt={r.title}
                  style={{ aspectRatio: "4 / 3", objectFit: "cover" }}
                  data-testid="render-image"
                />
              }
              actions={[
                <Button
                  key="download"
                  type="link"
                  size="small"
                  onClick={() => void download(r)}
                  data-testid="render-download"
                >
                  {t("list.download")}
                </Button>,
                <Button
                  key="share"
                  type="link"
                  size="small"
                  onClick={() => setSharing(r)}
                  data-testid="render-share"
                >
                  {t("list.share")}
                </Button>,
                <Button
                  key="delete"
                  type="link"
                  size="small"
                  danger
                  onClick={() => askToDelete(r)}
                  data-testid="render-delete"
                >
                  {t("list.delete")}
                </Button>,
              ]}
            >
              <Card.Meta
                title={<span data-testid="render-title">{r.title}</span>}
                description={
                  <Flex gap={4} wrap align="center">
                    <span>{t("list.created", { date: formatDateTime(r.created_at) })}</span>
                    {r.share && <Tag color="blue">{t("list.shared")}</Tag>}
                  </Flex>
                }
              />
            </Card>
          ))}
        </div>
      )}
      {list.total > list.pageSize && (
        <Pagination {...pagerOf(list)} showSizeChanger={false} style={{ alignSelf: "center" }} />
      )}
      {sharing && <ShareRenderDialog render={sharing} onClose={() => setSharing(null)} />}
    </Flex>
  );
}

export const Component = withQueryClient(RendersPage);
