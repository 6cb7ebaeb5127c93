import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { Alert, Empty, Flex, Spin, Typography } from "antd";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../../shared/format/date-time.ts";
import { accountFeatureApi } from "../account-api.ts";
import { FeedbackCard } from "../FeedbackCard.tsx";
import { FeedbackReply } from "../FeedbackReply.tsx";
import { useAccountT } from "../i18n.ts";

/** Operator console: every user's feedback, with screenshots, and the replies. */
function FeedbackTab() {
  const t = useAccountT();
  const list = useQuery(routeQuery(routes.accountOperator.feedback));
  if (list.isPending) return <Spin />;
  if (list.isError) return <Alert type="error" showIcon message={t("console.loadFailed")} />;
  if (list.data.items.length === 0) return <Empty description={t("feedback.none")} />;
  return (
    <Flex vertical gap={12} data-testid="operator-feedback">
      {list.data.items.map((item) => (
        <FeedbackCard
          key={item.id}
          item={item}
          testId="operator-feedback-item"
          details={
            <>
              <Typography.Text strong>{item.userName}</Typography.Text>
              <Typography.Text type="secondary">
                {item.account} · {item.area} · {t(`console.sources.${item.source}`)} ·{" "}
                {t(`console.devices.${item.device}`)} · {item.language} · {formatDateTime(item.createdAt)}
              </Typography.Text>
            </>
          }
          thumbWidth={96}
          userReplyLabel={t("console.userAdded")}
        >
          <FeedbackReply
            send={(text) => accountFeatureApi.operatorReply(item.id, text)}
            list={routes.accountOperator.feedback}
            placeholder={t("console.replyPlaceholder")}
            label={t("console.reply")}
            sent={t("console.replied")}
            testId="operator-feedback-reply"
            primary
          />
        </FeedbackCard>
      ))}
    </Flex>
  );
}

// The console page is shared; each tab brings the query client it uses.
export default withQueryClient(FeedbackTab);
