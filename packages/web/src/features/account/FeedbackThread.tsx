import { Alert, Flex, Image, Typography } from "antd";
import type { FeedbackItem } from "./account-api.ts";
import { useAccountT } from "./i18n.ts";

type Props = {
  item: FeedbackItem;
  /** Thumbnail width of the screenshots, in px (72 high). */
  thumbWidth: number;
  /** How a reply by the user (not the operator) is headed where this thread is shown. */
  userReplyLabel: string;
};

/** A feedback's text, screenshots and replies: the user's own list and the operator console show the same thread. */
export function FeedbackThread({ item, thumbWidth, userReplyLabel }: Props) {
  const t = useAccountT();
  return (
    <>
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
    </>
  );
}
