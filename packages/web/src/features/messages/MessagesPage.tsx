import { routes } from "@fenestra/api";
import { type Message, messageLink } from "@fenestra/core/messages/messages";
import { useMutation } from "@tanstack/react-query";
import { Badge, Button, Empty, Flex, List, Pagination, Typography } from "antd";
import { Link, useNavigate } from "react-router";
import { api } from "../../shared/api/client.ts";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { pagerOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { storeXxfData } from "../../shared/storage/session-store.ts";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { useMessagesT } from "./i18n.ts";
import { messageText } from "./message-text.ts";

/** One message: its text (bold and dotted while unread), when, a link to its object, "mark read". */
function MessageRow({ message, onRead }: { message: Message; onRead: (id: number) => Promise<unknown> }) {
  const t = useMessagesT();
  const navigate = useNavigate();
  const to = messageLink(message.kind, message);
  return (
    <List.Item data-testid="message" data-unread={message.unread}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ width: "100%" }}>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: "1 1 240px" }}>
          <Flex gap={8} align="baseline">
            {message.unread && <Badge status="processing" />}
            <Link
              to={to}
              data-testid="message-link"
              onClick={(event) => {
                if (!message.unread) return;
                // Opening a message reads it; the page it links to opens either way.
                event.preventDefault();
                void onRead(message.id).finally(() => navigate(to));
              }}
              style={{ fontWeight: message.unread ? 600 : 400, overflowWrap: "anywhere" }}
            >
              {messageText(message)}
            </Link>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(message.createdAt)}
          </Typography.Text>
        </Flex>
        {message.unread && (
          <Button size="small" type="link" onClick={() => void onRead(message.id)} data-testid="message-read">
            {t("markRead")}
          </Button>
        )}
      </Flex>
    </List.Item>
  );
}

/** /xxf, the message centre (issue 34): the company's news the reader may see, newest first. */
function MessagesPage() {
  const t = useMessagesT();
  const invalidate = useInvalidate();
  const list = usePagedList(routes.messages.list, {});
  const data = list.query.data;
  const refresh = () => invalidate(routes.messages);
  const readOne = useMutation({
    mutationFn: (id: number) => api.call(routes.messages.read, { params: { id } }),
    onSettled: refresh,
    onError: (e) => showError(e, t("readFailed")),
  });
  const readAll = useMutation({
    mutationFn: (readAt: string) => api.call(routes.settings.readMessages, { body: { readAt } }),
    onSuccess: (marker) => storeXxfData(marker),
    onSettled: refresh,
    onError: (e) => showError(e, t("readFailed")),
  });

  return (
    <Flex
      vertical
      gap={12}
      style={{ padding: 16, maxWidth: 880, margin: "0 auto" }}
      data-testid="messages-page"
    >
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>{t("title")}</PageTitle>
        <Flex align="center" gap={12}>
          {data && data.unread > 0 && (
            <Typography.Text type="secondary" data-testid="messages-unread">
              {t("unreadCount", { count: data.unread })}
            </Typography.Text>
          )}
          <Button
            disabled={!data?.newestAt || data.unread === 0}
            loading={readAll.isPending}
            onClick={() => data?.newestAt && readAll.mutate(data.newestAt)}
            data-testid="messages-read-all"
          >
            {t("markAllRead")}
          </Button>
        </Flex>
      </Flex>
      {list.query.isError ? (
        <LoadFailed query={list.query} fallback={t("loadFailed")} />
      ) : (
        <List
          loading={list.query.isPending}
          dataSource={list.items}
          rowKey="id"
          locale={{ emptyText: <Empty description={t("empty")} /> }}
          renderItem={(message) => <MessageRow message={message} onRead={(id) => readOne.mutateAsync(id)} />}
        />
      )}
      {list.total > list.pageSize && <Pagination align="center" {...pagerOf(list)} showSizeChanger={false} />}
    </Flex>
  );
}

export const Component = withQueryClient(MessagesPage);
