import { type BodyIn, type DataOf, routes } from "@fenestra/api";
import { type CompanyContact, companyContactSchema } from "@fenestra/core/account/index";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Flex, Form, Input, Spin, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { accountApi } from "../../../shared/api/endpoints/account.ts";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { SchemaField } from "../../../shared/forms/SchemaField.tsx";
import { useStaleSave } from "../../../shared/saving/use-stale-save.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { ImagePicker, useAccountT } from "../../account/index.ts";
import { CompanyNameForm } from "./CompanyNameForm.tsx";
import { ProductionSettingsForm } from "./ProductionSettingsForm.tsx";

/** The fields a save changes; the version read is added when it is sent. */
type BrandingPatch = Omit<BodyIn<typeof routes.exports.updateBranding>, "version" | "overwrite">;
type Branding = DataOf<typeof routes.exports.branding>;

const contactOf = (b: Branding): CompanyContact => ({
  telephone: b.telephone,
  address: b.address,
  website: b.website,
  paymentTerms: b.paymentTerms,
});

type ImageKind = "logo" | "seal";

/**
 * personal-center.company-management: the logo, seal, telephone, address, website and payment
 * terms the company's quotes and contracts print (SPEC §3). Only the main account changes them.
 */
function CompanyManagementPage() {
  const { t } = useTranslation("personal");
  const accountT = useAccountT();
  const queryClient = useQueryClient();
  const session = useSession();
  const [form] = Form.useForm<CompanyContact>();
  const [imageError, setImageError] = useState<Partial<Record<ImageKind, string>>>({});
  const read = routeQuery(routes.exports.branding);
  const branding = useQuery(read);
  const stale = useStaleSave();
  const saved = (answer: Branding) => {
    toast.success(t("companyInfo.saved"));
    queryClient.setQueryData(read.queryKey, answer);
  };
  const failed = (error: unknown) => showError(error, t("companyInfo.saveFailed"));
  const save = useMutation({
    // Saved against the version the page read; `overwrite` after the conflict dialog's choice.
    mutationFn: (patch: BrandingPatch) =>
      accountApi.updateBranding({ ...patch, version: branding.data?.version ?? 0 }),
    onSuccess: saved,
    onError: (error, patch) => {
      const offered = stale.offer(error, {
        reload: () =>
          branding.refetch().then(({ data }) => {
            if (data) form.setFieldsValue(contactOf(data));
          }),
        overwrite: () => accountApi.updateBranding({ ...patch, overwrite: true }).then(saved, failed),
      });
      if (!offered) showError(error, t("companyInfo.saveFailed"));
    },
  });

  if (branding.isPending) return <Spin />;
  if (branding.isError || !branding.data) {
    return <Alert type="error" showIcon message={t("companyInfo.loadFailed")} />;
  }
  const data = branding.data;

  const isMain = (session?.userinfo?.fid ?? 0) === 0;

  const image = (kind: ImageKind) => (
    <Form.Item
      label={t(`companyInfo.${kind}`)}
      extra={t(`companyInfo.${kind}Hint`)}
      validateStatus={imageError[kind] ? "error" : undefined}
      help={imageError[kind]}
    >
      <Flex gap={12} align="center" wrap>
        <div
          style={{
            width: kind === "logo" ? 150 : 80,
            height: kind === "logo" ? 50 : 80,
            border: "1px dashed #bbb",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          {data[kind] ? (
            <img
              src={data[kind] ?? ""}
              alt={t(`companyInfo.${kind}`)}
              style={{ maxWidth: "100%", maxHeight: "100%" }}
              data-testid={`company-${kind}-preview`}
            />
          ) : (
            <Typography.Text type="secondary">{t("companyInfo.none")}</Typography.Text>
          )}
        </div>
        {isMain && (
          <ImagePicker
            purpose={kind}
            label={t("companyInfo.upload")}
            testId={`company-${kind}`}
            onProblem={(message) => setImageError((e) => ({ ...e, [kind]: message }))}
            onUploaded={({ key }) => save.mutate({ [kind]: key })}
          />
        )}
        {isMain && data[kind] && (
          <Button danger onClick={() => save.mutate({ [kind]: null })} data-testid={`company-${kind}-remove`}>
            {t("companyInfo.remove")}
          </Button>
        )}
      </Flex>
    </Form.Item>
  );

  return (
    <div style={{ maxWidth: 560 }} data-testid="company-management">
      {!isMain && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={accountT("company.mainOnly")}
          data-testid="company-main-only"
        />
      )}
      {stale.dialog}
      <CompanyNameForm
        name={data.name}
        version={data.nameVersion}
        disabled={!isMain}
        reload={() =>
          branding
            .refetch()
            .then(({ data: latest }) => latest && { name: latest.name, version: latest.nameVersion })
        }
      />
      <Typography.Paragraph type="secondary">{t("companyInfo.intro")}</Typography.Paragraph>
      <Form<CompanyContact>
        form={form}
        layout="vertical"
        disabled={!isMain}
        initialValues={contactOf(data)}
        onFinish={(values) => save.mutate(values)}
      >
        {image("logo")}
        {image("seal")}
        <SchemaField schema={companyContactSchema} name="telephone" label={t("companyInfo.telephone")}>
          <Input data-testid="company-telephone" autoComplete="tel" />
        </SchemaField>
        <SchemaField schema={companyContactSchema} name="address" label={t("companyInfo.address")}>
          <Input data-testid="company-address" autoComplete="street-address" />
        </SchemaField>
        <SchemaField schema={companyContactSchema} name="website" label={t("companyInfo.website")}>
          <Input data-testid="company-website" autoComplete="url" />
        </SchemaField>
        <SchemaField
          schema={companyContactSchema}
          name="paymentTerms"
          label={t("companyInfo.paymentTerms")}
          extra={t("companyInfo.paymentTermsHint")}
        >
          <Input.TextArea rows={3} data-testid="company-payment-terms" />
        </SchemaField>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="company-save">
          {t("companyInfo.save")}
        </Button>
      </Form>
      <ProductionSettingsForm disabled={!isMain} />
    </div>
  );
}

export const Component = withQueryClient(CompanyManagementPage);
