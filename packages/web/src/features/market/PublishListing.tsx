import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/company-branding";
import { MARKET_PICTURES_MAX, type MarketPublish, marketPublishSchema } from "@fenestra/core/market/listing";
import type { UseQueryResult } from "@tanstack/react-query";
import {
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Grid,
  Input,
  Popconfirm,
  Space,
  Tag,
  Upload,
  type UploadFile,
} from "antd";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { zodRule } from "../../shared/forms/zod-rules.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useMarketT } from "./i18n.ts";
import { marketApi, type OwnListing } from "./market-api.ts";

type Values = { title: string; description: string; pictures: UploadFile[] };

/** A picture in the form: its file-storage key is the upload's answer (or the listing's). */
const keyOf = (file: UploadFile): string | undefined =>
  (file.response as { key?: string } | undefined)?.key ??
  (file.uid.startsWith("key:") ? file.uid.slice(4) : undefined);

/**
 * The publish page's body, for a series (/market/uploadProduct/{product_id}) or a window template
 * (/product-manage/addWindoorMob/{group_id}): a title, a description of at most 60 characters
 * (refused at the field, never cut) and pictures; whether it is on the market, its version and how
 * many times it was cloned; taking it off the market.
 */
export function PublishListing({
  sourceLabel,
  source,
  own,
  loading,
  loadFailed,
  back,
  onPublish,
  refresh,
}: {
  /** What is published ("Series", "Window template") and its name. */
  sourceLabel: string;
  source: { name: string; description: string } | undefined;
  own: OwnListing | null;
  loading: boolean;
  loadFailed: UseQueryResult<unknown> | null;
  back: { to: string; label: string };
  onPublish: (body: MarketPublish) => Promise<unknown>;
  refresh: () => Promise<unknown>;
}) {
  const t = useMarketT();
  const navigate = useNavigate();
  const phone = !Grid.useBreakpoint().md;
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!source || loading) return;
    form.setFieldsValue({
      title: own?.title ?? source.name,
      description: own?.description ?? source.description,
      pictures: (own?.pictureKeys ?? []).map((key, i) => ({
        uid: `key:${key}`,
        name: `${i + 1}`,
        status: "done",
        url: own?.pictures[i],
      })),
    });
  }, [source, own, loading, form]);

  async function publish(values: Values) {
    setBusy(true);
    try {
      const pictures = (values.pictures ?? []).map(keyOf).filter((k): k is string => k !== undefined);
      await onPublish({ title: values.title, description: values.description ?? "", pictures });
      toast.success(t("publish.published"));
      await refresh();
    } catch (error) {
      if (!showAtField(form, error)) showError(error, t("publish.publishFailed"));
    } finally {
      setBusy(false);
    }
  }
  async function unpublish() {
    if (!own) return;
    try {
      await marketApi.unpublish(own.id);
      toast.success(t("publish.unpublished"));
      await refresh();
    } catch (error) {
      showError(error, t("publish.publishFailed"));
    }
  }
  return (
    <div data-testid="market-upload-page" style={{ padding: phone ? 8 : 16, maxWidth: 760 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>{t("publish.title")}</PageTitle>
        <Link to={back.to}>{back.label}</Link>
      </Flex>
      {loadFailed ? (
        <LoadFailed query={loadFailed} fallback={t("publish.loadFailed")} />
      ) : (
        <Flex vertical gap={16}>
          <Card size="small" loading={loading}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={sourceLabel}>{source?.name}</Descriptions.Item>
              <Descriptions.Item label={t("find.title")}>
                <Space wrap data-testid="market-status">
                  {own ? (
                    <>
                      <Tag color={own.published ? "green" : "default"}>
                        {own.published ? t("publish.on") : t("publish.off")}
                      </Tag>
                      <span data-testid="market-version-clones">
                        {t("publish.versionClones", {
                          version: own.publishedVersion,
                          count: own.cloneCount,
                        })}
                      </span>
                    </>
                  ) : (
                    <Tag>{t("publish.never")}</Tag>
                  )}
                </Space>
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Form<Values>
            form={form}
            layout="vertical"
            onFinish={(v) => void publish(v)}
            data-testid="market-publish-form"
          >
            <RequiredItem
              name="title"
              label={t("publish.listingTitle")}
              message={t("publish.titleRequired")}
              text
              rules={[zodRule(marketPublishSchema, "title")]}
            >
              <Input data-testid="market-title" />
            </RequiredItem>
            <Form.Item
              name="description"
              label={t("publish.description")}
              rules={[zodRule(marketPublishSchema, "description")]}
            >
              <Input.TextArea data-testid="market-description" rows={3} showCount />
            </Form.Item>
            <Form.Item
              name="pictures"
              label={t("publish.pictures")}
              extra={t("publish.picturesHelp", { max: MARKET_PICTURES_MAX })}
              valuePropName="fileList"
              getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
            >
              <Upload
                listType="picture-card"
                accept="image/png,image/jpeg"
                maxCount={MARKET_PICTURES_MAX}
                beforeUpload={(file) => {
                  if (file.size > COMPANY_IMAGE_MAX_BYTES) {
                    toast.error(t("publish.tooLarge"));
                    return Upload.LIST_IGNORE;
                  }
                  return true;
                }}
                customRequest={({ file, onSuccess, onError }) => {
                  marketApi.uploadPicture(file as Blob).then(
                    (uploaded) => onSuccess?.(uploaded),
                    (error: Error) => {
                      showError(error, t("publish.uploadFailed"));
                      onError?.(error);
                    },
                  );
                }}
              >
                <span data-testid="market-add-picture">{t("publish.upload")}</span>
              </Upload>
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="market-publish">
                {own ? t("publish.republish") : t("publish.submit")}
              </Button>
              {own?.published && (
                <Popconfirm title={t("publish.unpublishConfirm")} onConfirm={() => void unpublish()}>
                  <Button danger data-testid="market-unpublish">
                    {t("publish.unpublish")}
                  </Button>
                </Popconfirm>
              )}
              {own?.published && <Button onClick={() => navigate("/find")}>{t("publish.view")}</Button>}
            </Space>
          </Form>
        </Flex>
      )}
    </div>
  );
}
