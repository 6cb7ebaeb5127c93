import { routes } from "@fenestra/api";
import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/company-branding";
import { MARKET_PICTURES_MAX, marketPublishSchema } from "@fenestra/core/market/listing";
import { useQuery } from "@tanstack/react-query";
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
import { Link, useNavigate, useParams } from "react-router";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { zodRule } from "../../shared/forms/zod-rules.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { ProductManageGate, useSeries } from "../product-manage/index.ts";
import { useMarketT } from "./i18n.ts";
import { marketApi } from "./market-api.ts";

type Values = { title: string; description: string; pictures: UploadFile[] };

/** A picture in the form: its file-storage key is the upload's answer (or the listing's). */
const keyOf = (file: UploadFile): string | undefined =>
  (file.response as { key?: string } | undefined)?.key ??
  (file.uid.startsWith("key:") ? file.uid.slice(4) : undefined);

/**
 * /market/uploadProduct/{product_id} (and /product-manage/addProductMob/{product_id} on a phone):
 * publishes one of the company's series to the market with a title, a description of at most 60
 * characters (refused at the field, never cut) and pictures; shows whether it is on the market,
 * its version and how many times it was cloned; takes it off the market.
 */
function UploadProductPage() {
  const t = useMarketT();
  const navigate = useNavigate();
  const phone = !Grid.useBreakpoint().md;
  const seriesId = Number(useParams().product_id);
  const series = useSeries(seriesId);
  const listing = useQuery({
    ...routeQuery(routes.market.ofSeries, { params: { id: seriesId } }),
    enabled: seriesId > 0,
  });
  const invalidate = useInvalidate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const own = listing.data ?? null;

  useEffect(() => {
    if (!series.data || listing.isPending) return;
    form.setFieldsValue({
      title: own?.title ?? series.data.name,
      description: own?.description ?? series.data.shareDescription,
      pictures: (own?.pictureKeys ?? []).map((key, i) => ({
        uid: `key:${key}`,
        name: `${i + 1}`,
        status: "done",
        url: own?.pictures[i],
      })),
    });
  }, [series.data, own, listing.isPending, form]);

  const refresh = () => Promise.all([invalidate(routes.market.ofSeries), invalidate(routes.market.search)]);
  async function publish(values: Values) {
    setBusy(true);
    try {
      const pictures = (values.pictures ?? []).map(keyOf).filter((k): k is string => k !== undefined);
      await marketApi.publish(seriesId, {
        title: values.title,
        description: values.description ?? "",
        pictures,
      });
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

  const loadFailed = series.isError ? series : listing.isError ? listing : null;
  return (
    <ProductManageGate>
      <div data-testid="market-upload-page" style={{ padding: phone ? 8 : 16, maxWidth: 760 }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <PageTitle>{t("publish.title")}</PageTitle>
          <Link to="/product-manage/index">{t("publish.back")}</Link>
        </Flex>
        {loadFailed ? (
          <LoadFailed query={loadFailed} fallback={t("publish.loadFailed")} />
        ) : (
          <Flex vertical gap={16}>
            <Card size="small" loading={series.isPending || listing.isPending}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t("publish.series")}>{series.data?.name}</Descriptions.Item>
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
    </ProductManageGate>
  );
}

export const Component = withQueryClient(UploadProductPage);
