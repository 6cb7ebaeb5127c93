import { Alert, Card, Flex, Image, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import type { FeedbackItem } from "./account-api.ts";
import { useAccountT } from "./i18n.ts";

type Props = {
  item: FeedbackItem;
  testId: string;
  /** What the heading says after the category (when; for the operator also who and from where). */
  details: ReactNode;
  /** Thumbnail width of the screenshots, in px (72 high). */
  thumbWidth: number;
  /** How a reply by the user (not the operator) is headed where this thread is shown. */
  userReplyLabel: string;
  /** The reply box under the thread. */
  children: ReactNode;
};

/**
 * One feedback as a card: its category and details, its text, screenshots and replies, and a box
 * to reply; the user's own list and the operator console show the same card.
 */
export function FeedbackCard({ item, testId, details, thumbWidth, userReplyLabel, children }: Props) {
  const t = useAccountT();
  return (
    <Card size="small" data-testid={testId}>
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Tag>{t(`feedback.categories.${item.category}`)}</Tag>
        {details}
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{item.content}</Typography.Paragraph>
      <Image.PreviewGroup>
        <Flex gap={8} wrap>
          {item.screenshots.map((url) => (
            <Image key={url} src={url} width={thumbWidth} height={72} style={{ objectFit: "cover" }} />
          ))}
        </Flex>
      </Image.PreviewGroup>
      {item.replies.map((r) => (
        <Alert
          key={r.id}
          style={{ marginTop: 8 }}
          type={r.byOperator ? "success" : "info"}
          message={r.byOperator ? t("feedback.operatorReply") : userReplyLabel}
          description={r.content}
          data-testid={r.byOperator ? "feedback-operator-reply" : "feedback-my-reply"}
        />
      ))}
      {children}
    </Card>
  );
}
