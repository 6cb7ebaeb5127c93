import { FEEDBACK_LIMITS } from "@fenestra/core/account/feedback";
import { useMutation } from "@tanstack/react-query";
import { Button, Input, Space } from "antd";
import { useState } from "react";
import { type RouteTarget, useInvalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { toast } from "../../shared/ui/toast.ts";
import { useAccountT } from "./i18n.ts";

type Props = {
  /** Sends the reply's text. */
  send: (text: string) => Promise<unknown>;
  /** The list the thread stands in: read again once the reply is sent. */
  list: RouteTarget;
  placeholder: string;
  label: string;
  /** Said once the reply is sent. */
  sent?: string;
  /** `<testId>-input` and `<testId>-send`. */
  testId: string;
  primary?: boolean;
};

/** One line to answer a feedback thread (its writer's or the operator's) and the button that sends it. */
export function FeedbackReply({ send, list, placeholder, label, sent, testId, primary }: Props) {
  const t = useAccountT();
  const invalidate = useInvalidate();
  const [text, setText] = useState("");
  const reply = useMutation({
    mutationFn: () => send(text.trim()),
    onSuccess: () => {
      setText("");
      if (sent) toast.success(sent);
      void invalidate(list);
    },
    onError: (error) => showError(error, t("feedback.replyFailed")),
  });
  return (
    <Space.Compact style={{ width: "100%", marginTop: 8 }}>
      <Input
        value={text}
        maxLength={FEEDBACK_LIMITS.reply.max}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        data-testid={`${testId}-input`}
      />
      <Button
        type={primary ? "primary" : "default"}
        disabled={text.trim() === ""}
        loading={reply.isPending}
        onClick={() => reply.mutate()}
        data-testid={`${testId}-send`}
      >
        {label}
      </Button>
    </Space.Compact>
  );
}
