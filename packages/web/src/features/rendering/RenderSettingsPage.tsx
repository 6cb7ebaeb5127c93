import { routes } from "@fenestra/api";
import { RENDER_QUALITIES, type RenderSettings, sunSchema } from "@fenestra/core/rendering/render-fields";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, InputNumber, Select, Spin, Typography } from "antd";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { LinkButton } from "../../shared/navigation/LinkButton.tsx";
import { useStaleSave } from "../../shared/saving/use-stale-save.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { type RenderSettingsAnswer, rendersApi } from "./renders-api.ts";
import { useRendersT } from "./renders-text.ts";
import { lifeHours, type ShareLife, ShareLifeFields } from "./ShareLifeFields.tsx";
import { valueRule } from "./value-rule.ts";

/** The form's values: the link life as a choice and hours, as the share dialog asks it. */
type Values = ShareLife & {
  quality: RenderSettings["quality"];
  azimuth: number;
  elevation: number;
};

/** The sun's two angles, each a field of its own. */
const SUN_ANGLES = ["azimuth", "elevation"] as const;

const toValues = (s: RenderSettings): Values => ({
  quality: s.quality,
  azimuth: s.sun.azimuth,
  elevation: s.sun.elevation,
  kind: s.share_hours_default === null ? "permanent" : "hours",
  hours: s.share_hours_default ?? 72,
});

const toSettings = (v: Values): RenderSettings => ({
  quality: v.quality,
  sun: { azimuth: v.azimuth, elevation: v.elevation },
  share_hours_default: lifeHours(v),
});

/** /renderSetting: the company's render settings (quality, sun, a new share link's life). */
function RenderSettingsPage() {
  const t = useRendersT();
  const client = useQueryClient();
  const read = routeQuery(routes.renders.settings);
  const settings = useQuery(read);
  const [form] = Form.useForm<Values>();
  const stale = useStaleSave();
  const saved = (answer: RenderSettingsAnswer) => {
    client.setQueryData(read.queryKey, answer);
    form.setFieldsValue(toValues(answer));
    toast.success(t("settings.saved"));
  };
  const failed = (error: unknown) => {
    if (!showAtField(form, error)) showError(error, t("settings.failed"));
  };
  const save = useMutation({
    // against the version read: someone else's save since is never silently overwritten
    mutationFn: (values: Values) =>
      rendersApi.saveSettings({ ...toSettings(values), version: settings.data?.version ?? 0 }),
    onSuccess: saved,
    onError: (error, values) => {
      const offered = stale.offer(error, {
        reload: () =>
          settings.refetch().then(({ data }) => {
            if (data) form.setFieldsValue(toValues(data));
          }),
        overwrite: () =>
          rendersApi.saveSettings({ ...toSettings(values), overwrite: true }).then(saved, failed),
      });
      if (!offered && !showAtField(form, error)) showError(error, t("settings.failed"));
    },
  });
  if (!settings.data) return <Spin style={{ display: "block", margin: 48 }} />;
  return (
    <Flex vertical gap={12} style={{ padding: 12, maxWidth: 560 }} data-testid="render-settings">
      {stale.dialog}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("settings.title")}
        </Typography.Title>
        <LinkButton to="/rendering" testId="render-settings-back">
          {t("settings.back")}
        </LinkButton>
      </Flex>
      <Typography.Paragraph type="secondary">{t("settings.intro")}</Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={toValues(settings.data)}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="quality" label={t("settings.quality")}>
          <Select
            style={{ width: 200 }}
            data-testid="render-settings-quality"
            options={RENDER_QUALITIES.map((q) => ({ value: q, label: t(`quality.${q}`) }))}
          />
        </Form.Item>
        {SUN_ANGLES.map((angle) => (
          <Form.Item
            key={angle}
            name={angle}
            label={t(`settings.${angle}`)}
            extra={t(`settings.${angle}Help`)}
            rules={[valueRule(sunSchema.shape[angle])]}
          >
            <InputNumber style={{ width: 200 }} data-testid={`render-settings-${angle}`} />
          </Form.Item>
        ))}
        <ShareLifeFields
          label={t("settings.shareLife")}
          testIds={{ kind: "render-settings-life", hours: "render-settings-hours" }}
          width={200}
        />
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="render-settings-save">
          {t("settings.save")}
        </Button>
      </Form>
    </Flex>
  );
}

export const Component = withQueryClient(RenderSettingsPage);
