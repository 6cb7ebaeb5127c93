import {
  COMPANY_IMAGE_MAX_BYTES,
  type CompanyContact,
  companyContactSchema,
} from "@fenestra/core/account/index";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Flex, Form, Input, Spin, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { accountApi, type CompanyBranding } from "../../../shared/api/endpoints/account.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { zodRule } from "../../../shared/forms/zod-rules.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { toast } from "../../../shared/ui/toast.ts";

type ImageKind = "logo" | "seal";

type Picked = { url: string } | { problem: "imageType" | "imageSize" };

/** Reads a picked file as a PNG data URL, or says why it is refused. */
function readPng(file: File): Promise<Picked> {
  if (file.type !== "image/png") return Promise.resolve({ problem: "imageType" });
  if (file.size > COMPANY_IMAGE_MAX_BYTES) return Promise.resolve({ problem: "imageSize" });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ url: String(reader.result) });
    reader.onerror = () => resolve({ problem: "imageType" });
    reader.readAsDataURL(file);
  });
}

/**
 * personal-center.company-management: the logo, seal, telephone, address, website and payment
 * terms the company's quotes and contracts print (SPEC §3). Only the main account changes them.
 */
function CompanyManagementPage() {
  const { t } = useTranslation("personal");
  const queryClient = useQueryClient();
  const session = useSession();
  const [form] = Form.useForm<CompanyContact>();
  const [imageError, setImageError] = useState<Partial<Record<ImageKind, string>>>({});
  const files = useRef<Partial<Record<ImageKind, HTMLInputElement | null>>>({});
  const branding = useQuery({ queryKey: ["company-branding"], queryFn: () => accountApi.branding() });
  const save = useMutation({
    mutationFn: (patch: Partial<CompanyBranding>) => accountApi.updateBranding(patch),
    onSuccess: () => {
      toast.success(t("companyInfo.saved"));
      void queryClient.invalidateQueries({ queryKey: ["company-branding"] });
    },
    onError: (error) => showError(error, t("companyInfo.saveFailed")),
  });

  if (branding.isPending) return <Spin />;
  if (branding.isError || !branding.data) {
    return <Alert type="error" showIcon message={t("companyInfo.loadFailed")} />;
  }
  const data = branding.data;

  async function pick(kind: ImageKind, file: File | undefined) {
    if (!file) return;
    const picked = await readPng(file);
    if ("problem" in picked) {
      setImageError((e) => ({ ...e, [kind]: t(`companyInfo.${picked.problem}`) }));
      return;
    }
    setImageError((e) => ({ ...e, [kind]: undefined }));
    save.mutate({ [kind]: picked.url });
  }

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
        <input
          ref={(input) => {
            files.current[kind] = input;
          }}
          type="file"
          accept="image/png"
          style={{ display: "none" }}
          data-testid={`company-${kind}-file`}
          onChange={(e) => {
            void pick(kind, e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <Button onClick={() => files.current[kind]?.click()} data-testid={`company-${kind}-upload`}>
          {t("companyInfo.upload")}
        </Button>
        {data[kind] && (
          <Button danger onClick={() => save.mutate({ [kind]: null })} data-testid={`company-${kind}-remove`}>
            {t("companyInfo.remove")}
          </Button>
        )}
      </Flex>
    </Form.Item>
  );

  return (
    <div style={{ maxWidth: 560 }} data-testid="company-management">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {session?.userinfo?.company_name ?? ""}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t("companyInfo.intro")}</Typography.Paragraph>
      <Form<CompanyContact>
        form={form}
        layout="vertical"
        initialValues={{
          telephone: data.telephone,
          address: data.address,
          website: data.website,
          paymentTerms: data.paymentTerms,
        }}
        onFinish={(values) => save.mutate(values)}
      >
        {image("logo")}
        {image("seal")}
        <Form.Item
          name="telephone"
          label={t("companyInfo.telephone")}
          rules={[zodRule(companyContactSchema, "telephone")]}
        >
          <Input data-testid="company-telephone" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="address"
          label={t("companyInfo.address")}
          rules={[zodRule(companyContactSchema, "address")]}
        >
          <Input data-testid="company-address" autoComplete="street-address" />
        </Form.Item>
        <Form.Item
          name="website"
          label={t("companyInfo.website")}
          rules={[zodRule(companyContactSchema, "website")]}
        >
          <Input data-testid="company-website" autoComplete="url" />
        </Form.Item>
        <Form.Item
          name="paymentTerms"
          label={t("companyInfo.paymentTerms")}
          extra={t("companyInfo.paymentTermsHint")}
          rules={[zodRule(companyContactSchema, "paymentTerms")]}
        >
          <Input.TextArea rows={3} data-testid="company-payment-terms" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="company-save">
          {t("companyInfo.save")}
        </Button>
      </Form>
    </div>
  );
}

export const Component = withQueryClient(CompanyManagementPage);
