import { routes } from "@fenestra/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Form, InputNumber, Typography } from "antd";
import { useEffect } from "react";
import { invalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { type Settings, warehouseApi } from "./warehouse-api.ts";

const FIELDS: (keyof Settings)[] = ["leftoverMin", "leftoverMax", "leftoverStep", "defaultStockLength"];

/** Leftover minimum, maximum and step, default stock length (SPEC §9). */
export function SettingsTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [form] = Form.useForm<Settings>();
  const current = useQuery(routeQuery(routes.warehouse.settings));
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: warehouseApi.saveSettings,
    onSuccess: () => {
      toast.success(t("done"));
      void invalidate(client, routes.warehouse.settings);
    },
    onError: (error) => {
      if (!showAtField(form, error)) showError(error, t("failed"));
    },
  });
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 360 }} onFinish={(v) => save.mutate(v)}>
      <Typography.Paragraph type="secondary">{t("settings.hint")}</Typography.Paragraph>
      {FIELDS.map((name) => (
        <Form.Item key={name} name={name} label={t(`settings.${name}`)}>
          <InputNumber style={{ width: "100%" }} data-testid={`settings-${name}`} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-save">
        {t("save")}
      </Button>
    </Form>
  );
}
