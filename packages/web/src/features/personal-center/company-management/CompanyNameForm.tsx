import { companyNameUpdateSchema } from "@fenestra/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, Input } from "antd";
import { showError } from "../../../shared/api/show-error.ts";
import { zodRule } from "../../../shared/forms/zod-rules.ts";
import { refreshSession } from "../../../shared/session/session-refresh.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { accountFeatureApi, useAccountT } from "../../account/index.ts";

/** The company's name as its quotes and contracts print it (main account only). */
export function CompanyNameForm({ name, disabled }: { name: string; disabled: boolean }) {
  const t = useAccountT();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (value: string) => accountFeatureApi.renameCompany(value),
    onSuccess: async () => {
      toast.success(t("company.nameSaved"));
      await refreshSession();
      void queryClient.invalidateQueries({ queryKey: ["company-branding"] });
    },
    onError: (error) => showError(error, t("company.nameFailed")),
  });
  return (
    <Form
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
  );
}
