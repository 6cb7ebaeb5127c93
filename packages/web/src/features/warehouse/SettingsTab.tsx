import { routes } from "@fenestra/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Form, InputNumber, Typography } from "antd";
import { useEffect } from "react";
import { invalidate, routeKey } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { useStaleSave } from "../../shared/saving/use-stale-save.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { type Settings, warehouseApi } from "./warehouse-api.ts";

type Fields = Omit<Settings, "version">;
const FIELDS: (keyof Fields)[] = ["leftoverMin", "leftoverMax", "leftoverStep", "defaultStockLength"];

/** Leftover minimum, maximum and step, default stock length (SPEC §9). */
export function SettingsTab() {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const current = useQuery(routeQuery(routes.warehouse.settings));
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [current.data, form]);
  const stale = useStaleSave();
  const saved = (settings: Settings) => {
    toast.success(t("done"));
    client.setQueryData(routeKey(routes.warehouse.settings), settings);
  };
  const failed = (error: unknown) => {
    if (!showAtField(form, error)) showError(error, t("failed"));
  };
  const save = useMutation({
    // Saved against the version the form was read at; `overwrite` after the conflict dialog's choice.
    mutationFn: (v: Fields) => warehouseApi.saveSettings({ ...v, version: current.data?.version ?? 0 }),
    onSuccess: saved,
    onError: (error, v) => {
      const offered = stale.offer(error, {
        reload: () => invalidate(client, routes.warehouse.settings),
        overwrite: () => warehouseApi.saveSettings({ ...v, overwrite: true }).then(saved, failed),
      });
      if (!offered && !showAtField(form, error)) showError(error, t("failed"));
    },
  });
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 360 }} onFinish={(v) => save.mutate(v)}>
      {stale.dialog}
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
