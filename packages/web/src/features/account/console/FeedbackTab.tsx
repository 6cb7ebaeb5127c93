import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Flex, Input, Space, Spin, Tag, Typography } from "antd";
import { useState } from "react";
import { showError } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../../shared/format/date-time.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { accountFeatureApi, type FeedbackItem } from "../account-api.ts";
import { FeedbackThread } from "../FeedbackThread.tsx";
import { useAccountT } from "../i18n.ts";

function ReplyBox({ item }: { item: FeedbackItem }) {
  const t = useAccountT();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const reply = useMutation({
    mutationFn: () => accountFeatureApi.operatorReply(item.id, text.trim()),
    onSuccess: () => {
      setText("");
      toast.success(t("console.replied"));
      void queryClient.invalidateQueries({ queryKey: ["operator-feedback"] });
    },
    onError: (error) => showError(error, t("feedback.replyFailed")),
  });
  return (
    <Space.Compact style={{ width: "100%", marginTop: 8 }}>
      <Input
        value={text}
        maxLength={500}
        placeholder={t("console.replyPlaceholder")}
        onChange={(e) => setText(e.target.value)}
        data-testid="operator-feedback-reply-input"
      />
      <Button
        type="primary"
        disabled={text.trim() === ""}
        loading={reply.isPending}
        onClick={() => reply.mutate()}
        data-testid="operator-feedback-reply-send"
      >
        {t("console.reply")}
      </Button>
    </Space.Compact>
  );
}

/** Operator console: every user's feedback, with screenshots, and the replies. */
function FeedbackTab() {
  const t = useAccountT();
  const list = useQuery({
    queryKey: ["operator-feedback"],
    queryFn: () => accountFeatureApi.operatorFeedback(),
  });
  if (list.isPending) return <Spin />;
  if (list.isError) return <Alert type="error" showIcon message={t("console.loadFailed")} />;
  if (list.data.items.length === 0) return <Empty description={t("feedback.none")} />;
  return (
    <Flex vertical gap={12} data-testid="operator-feedback">
      {list.data.items.map((item) => (
        <Card key={item.id} size="small" data-testid="operator-feedback-item">
          <Flex gap={8} wrap style={{ marginBottom: 8 }}>
            <Tag>{t(`feedback.categories.${item.category}`)}</Tag>
            <Typography.Text strong>{item.userName}</Typography.Text>
            <Typography.Text type="secondary">
              {item.account} · {item.area} · {t(`console.sources.${item.source}`)} ·{" "}
              {t(`console.devices.${item.device}`)} · {item.language} · {formatDateTime(item.createdAt)}
            </Typography.Text>
          </Flex>
          <FeedbackThread item={item} thumbWidth={96} userReplyLabel={t("console.userAdded")} />
          <ReplyBox item={item} />
        </Card>
      ))}
    </Flex>
  );
}

// The console page is shared; each tab brings the query client it uses.
export default withQueryClient(FeedbackTab);
