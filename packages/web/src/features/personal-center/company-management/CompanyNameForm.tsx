import { companyNameUpdateSchema, routes } from "@fenestra/api";
import { useMutation } from "@tanstack/react-query";
import { Button, Flex, Form, Input } from "antd";
import { useState } from "react";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { zodRule } from "../../../shared/forms/zod-rules.ts";
import { useStaleSave } from "../../../shared/saving/use-stale-save.tsx";
import { refreshSession } from "../../../shared/session/session-refresh.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { accountFeatureApi, useAccountT } from "../../account/index.ts";

/** The company's name and the version of it a page read. */
export type CompanyName = { name: string; version: number };

type Props = CompanyName & {
  disabled: boolean;
  /** Reads the name again (after a stale save); undefined when it cannot. */
  reload: () => Promise<CompanyName | undefined>;
};

/** The company's name as its quotes and contracts print it (main account only). */
export function CompanyNameForm({ name, version: readAt, disabled, reload }: Props) {
  const t = useAccountT();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<{ name: string }>();
  // The version of the name this form shows: a save names it (a save or a reload moves it on).
  const [version, setVersion] = useState(readAt);
  const stale = useStaleSave();
  const saved = async (answer: CompanyName) => {
    setVersion(answer.version);
    toast.success(t("company.nameSaved"));
    await refreshSession();
    void invalidate(routes.exports.branding);
  };
  const failed = (error: unknown) => showError(error, t("company.nameFailed"));
  const save = useMutation({
    mutationFn: (value: string) => accountFeatureApi.renameCompany({ name: value, version }),
    onSuccess: saved,
    onError: (error, value) => {
      const offered = stale.offer(error, {
        reload: () =>
          reload().then((latest) => {
            if (!latest) return;
            setVersion(latest.version);
            form.setFieldsValue({ name: latest.name });
          }, failed),
        overwrite: () =>
          accountFeatureApi.renameCompany({ name: value, overwrite: true }).then(saved, failed),
      });
      if (!offered) showError(error, t("company.nameFailed"));
    },
  });
  return (
    <>
      {stale.dialog}
      <Form
        form={form}
        layout="vertical"
        disabled={disabled}
        initialValues={{ name }}
        onFinish={(values: { name: string }) => save.mutate(values.name)}
      >
        <Form.Item label={t("company.name")} required>
          <Flex gap={8}>
            <Form.Item name="name" noStyle rules={[zodRule(companyNameUpdateSchema, "name")]}>
              <Input data-testid="company-name" maxLength={64} />
            </Form.Item>
            <Button htmlType="submit" loading={save.isPending} data-testid="company-name-save">
              {t("company.saveName")}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </>
  );
}
