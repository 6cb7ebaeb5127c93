import { feedbackFormSchema, routes } from "@fenestra/api";
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS } from "@fenestra/core/account/feedback";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button, Empty, Flex, Form, Grid, Image, Input, Select, Typography } from "antd";
import { useRef, useState } from "react";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { formatDateTime } from "../../shared/format/date-time.ts";
import { SchemaField } from "../../shared/forms/SchemaField.tsx";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { accountFeatureApi, type FeedbackItem } from "./account-api.ts";
import { FeedbackCard } from "./FeedbackCard.tsx";
import { FeedbackReply } from "./FeedbackReply.tsx";
import { ImagePicker } from "./ImagePicker.tsx";
import { useAccountT } from "./i18n.ts";

type Values = { area: string; userName: string; category: string; content: string };
type Shot = { key: string; url: string };

/** One of the user's own feedbacks, with a box to add to it, and until it is answered an edit button. */
function MyFeedback({ item, onEdit }: { item: FeedbackItem; onEdit: (item: FeedbackItem) => void }) {
  const t = useAccountT();
  return (
    <FeedbackCard
      item={item}
      testId="my-feedback-item"
      details={
        <>
          <Typography.Text type="secondary">{formatDateTime(item.createdAt)}</Typography.Text>
          {item.editable && (
            <Button size="small" type="link" onClick={() => onEdit(item)} data-testid="feedback-edit">
              {t("feedback.edit")}
            </Button>
          )}
        </>
      }
      thumbWidth={72}
      userReplyLabel={t("feedback.myReply")}
    >
      <FeedbackReply
        send={(text) => accountFeatureApi.replyFeedback(item.id, text)}
        list={routes.feedback.mine}
        placeholder={t("feedback.addReply")}
        label={t("feedback.send")}
        testId="feedback-reply"
      />
    </FeedbackCard>
  );
}

/** personal-center.feedback and personal-center.suggestion: send a feedback, read the answers. */
function FeedbackForm({ source }: { source: "feedback" | "suggestion" }) {
  const t = useAccountT();
  const invalidate = useInvalidate();
  const mobile = !(Grid.useBreakpoint().md ?? false);
  const [form] = Form.useForm<Values>();
  const [shots, setShots] = useState<Shot[]>([]);
  const [shotProblem, setShotProblem] = useState<string>();
  const requestKey = useRef(newRequestKey());
  const mine = useQuery(routeQuery(routes.feedback.mine));
  /** The feedback being edited (the form holds it), or null when the form sends a new one. */
  const [editing, setEditing] = useState<FeedbackItem | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const startOver = () => {
    setEditing(null);
    form.resetFields();
    setShots([]);
    setShotProblem(undefined);
  };
  const submit = useMutation({
    mutationFn: (values: Values) => {
      const fields = {
        ...values,
        category: values.category as (typeof FEEDBACK_CATEGORIES)[number],
        screenshots: shots.map((s) => s.key),
      };
      return editing
        ? accountFeatureApi.editFeedback(editing.id, fields)
        : accountFeatureApi.submitFeedback(
            { ...fields, source, device: mobile ? "mobile" : "desktop" },
            requestKey.current,
          );
    },
    onSuccess: () => {
      toast.success(editing ? t("feedback.saved") : t("feedback.sent"));
      if (!editing) requestKey.current = newRequestKey();
      startOver();
      void invalidate(routes.feedback.mine);
    },
    onError: (error) => showError(error, editing ? t("feedback.saveFailed") : t("feedback.sendFailed")),
  });
  const edit = (item: FeedbackItem) => {
    setEditing(item);
    setShotProblem(undefined);
    form.setFieldsValue({
      area: item.area,
      userName: item.userName,
      category: item.category,
      content: item.content,
    });
    setShots(item.screenshotKeys.map((key, i) => ({ key, url: item.screenshots[i] ?? "" })));
    top.current?.scrollIntoView({ behavior: "smooth" });
  };

  return (
    <div style={{ maxWidth: 640 }} data-testid={`feedback-page-${source}`} ref={top}>
      <PageTitle>{source === "feedback" ? t("feedback.title") : t("feedback.suggestionTitle")}</PageTitle>
      {editing && (
        <Typography.Paragraph type="secondary" data-testid="feedback-editing">
          {t("feedback.editing")} · {formatDateTime(editing.createdAt)}
        </Typography.Paragraph>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ category: source === "suggestion" ? "other" : "design" }}
        onFinish={(values) => {
          if (shots.length === 0) {
            setShotProblem(t("feedback.screenshotRequired"));
            return;
          }
          submit.mutate(values);
        }}
      >
        <SchemaField schema={feedbackFormSchema} name="area" label={t("feedback.area")}>
          <Input data-testid="feedback-area" />
        </SchemaField>
        <SchemaField schema={feedbackFormSchema} name="userName" label={t("feedback.userName")}>
          <Input data-testid="feedback-user-name" />
        </SchemaField>
        <Form.Item name="category" label={t("feedback.category")}>
          <Select
            data-testid="feedback-category"
            options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`feedback.categories.${c}`) }))}
          />
        </Form.Item>
        <SchemaField schema={feedbackFormSchema} name="content" label={t("feedback.content")}>
          <Input.TextArea rows={4} showCount data-testid="feedback-content" />
        </SchemaField>
        <Form.Item
          label={t("feedback.screenshots")}
          required
          extra={t("feedback.screenshotHint")}
          validateStatus={shotProblem ? "error" : undefined}
          help={shotProblem}
        >
          <Flex gap={8} wrap align="center">
            {shots.map((s) => (
              <div key={s.key} style={{ position: "relative" }}>
                <Image
                  src={s.url}
                  width={72}
                  height={72}
                  style={{ objectFit: "cover" }}
                  data-testid="feedback-shot"
                />
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() => setShots((all) => all.filter((x) => x.key !== s.key))}
                >
                  {t("feedback.removeShot")}
                </Button>
              </div>
            ))}
            {shots.length < FEEDBACK_LIMITS.screenshots.max && (
              <ImagePicker
                purpose="feedback"
                label={t("feedback.addShot")}
                testId="feedback-shot"
                onProblem={setShotProblem}
                onUploaded={(shot) => setShots((all) => [...all, shot])}
              />
            )}
          </Flex>
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="feedback-submit">
            {editing ? t("feedback.save") : t("feedback.submit")}
          </Button>
          {editing && (
            <Button onClick={startOver} data-testid="feedback-cancel-edit">
              {t("feedback.cancelEdit")}
            </Button>
          )}
        </Flex>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 32 }}>
        {t("feedback.mine")}
      </Typography.Title>
      {mine.isError && <LoadFailed query={mine} />}
      {mine.data && mine.data.items.length === 0 && <Empty description={t("feedback.none")} />}
      <Flex vertical gap={12}>
        {mine.data?.items.map((item) => (
          <MyFeedback key={item.id} item={item} onEdit={edit} />
        ))}
      </Flex>
    </div>
  );
}

export const Component = withQueryClient(() => <FeedbackForm source="feedback" />);
export const SuggestionPage = withQueryClient(() => <FeedbackForm source="suggestion" />);
