import { type BodyIn, type ProductionSettings, routes } from "@fenestra/api";
import { SAW_ANGLE_STEPS, type SawAngleStep } from "@fenestra/core/units/saw-angle";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { api } from "../../../shared/api/client.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { useStaleSave } from "../../../shared/saving/use-stale-save.tsx";
import { toast } from "../../../shared/ui/toast.ts";

type Save = BodyIn<typeof routes.settings.saveProduction>;

/**
 * The company's production settings: the step its saws set an end-cut angle in, which every
 * angle of the BOM, its workbook, the cutting sheet and the piece labels prints to. Only the main
 * account saves.
 */
export function ProductionSettingsForm({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation("personal");
  const client = useQueryClient();
  const read = routeQuery(routes.settings.production);
  const settings = useQuery(read);
  const stale = useStaleSave();
  const [form] = Form.useForm<{ sawAngleStep: SawAngleStep }>();
  const saved = (answer: ProductionSettings) => {
    client.setQueryData(read.queryKey, answer);
    toast.success(t("production.saved"));
  };
  const failed = (error: unknown) => showError(error, t("production.saveFailed"));
  const save = useMutation({
    mutationFn: (body: Save) => api.call(routes.settings.saveProduction, { body }),
    onSuccess: saved,
    onError: (error, body) => {
      const offered = stale.offer(error, {
        reload: () =>
          settings.refetch().then(({ data }) => {
            if (data) form.setFieldsValue({ sawAngleStep: data.sawAngleStep });
          }),
        overwrite: () =>
          api
            .call(routes.settings.saveProduction, {
              body: { sawAngleStep: body.sawAngleStep, overwrite: true },
            })
            .then(saved, failed),
      });
      if (!offered) showError(error, t("production.saveFailed"));
    },
  });
  if (!settings.data) return null;
  const version = settings.data.version;
  return (
    <div data-testid="production-settings" style={{ marginTop: 24 }}>
      {stale.dialog}
      <Typography.Title level={5}>{t("production.title")}</Typography.Title>
      <Typography.Paragraph type="secondary">{t("production.intro")}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        disabled={disabled}
        initialValues={{ sawAngleStep: settings.data.sawAngleStep }}
        onFinish={(values: { sawAngleStep: SawAngleStep }) => save.mutate({ ...values, version })}
      >
        <Form.Item label={t("production.sawAngleStep")} required>
          <Flex gap={8}>
            <Form.Item name="sawAngleStep" noStyle>
              <Select<SawAngleStep>
                style={{ width: 140 }}
                data-testid="saw-angle-step"
                options={SAW_ANGLE_STEPS.map((step) => ({
                  value: step,
                  label: t("production.step", { step }),
                }))}
              />
            </Form.Item>
            <Button htmlType="submit" loading={save.isPending} data-testid="production-save">
              {t("production.save")}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </div>
  );
}
