import { routes } from "@fenestra/api";
import {
  customerNameSchema,
  customerNoteSchema,
  customerPhoneSchema,
} from "@fenestra/core/crm/customer-fields";
import type { CustomerWindow } from "@fenestra/core/custom-order/custom-order";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Flex, Form, Input, Result, Row, Spin, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useParams } from "react-router";
import { isApiError } from "../../shared/api/api-error.ts";
import { requestIdKeeper } from "../../shared/api/request-key.ts";
import { routeQueryIn } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { currentLanguage } from "../../shared/i18n/i18n.ts";
import { SharedLinkPage } from "../../shared/ui/SharedLinkPage.tsx";
import { crmRule } from "../customers/index.ts";
import { WindowDrawing } from "../orders/index.ts";
import { CustomerWindows, publicName } from "./CustomerWindows.tsx";
import { customOrderApi, fieldPath, type OrderBody, type PublicForm } from "./custom-order-api.ts";
import { useCustomOrderT } from "./custom-order-text.ts";
import { windowsTaken } from "./window-rules.ts";

type Values = Omit<OrderBody, "submissionKey">;

/** `value`, once it has stayed the same for `ms` (prices are asked when the typing pauses). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * /customOrder/{token}: a company's order form as its customer opens it from a link or QR code,
 * without signing in, in the language they choose. Nothing of the company shows but its name and
 * the window types it chose; a closed or replaced link says so (docs/custom-order.md).
 */
function CustomerOrderPage() {
  const t = useCustomOrderT();
  const token = useParams().token ?? "";
  const opened = useQuery({
    ...routeQueryIn(currentLanguage(), routes.customOrder.open, { params: { token } }),
    enabled: token !== "",
    retry: false,
    // another language is another answer (the drawings' words): the form stays, with what was typed
    placeholderData: keepPreviousData,
  });
  if (opened.isError || token === "")
    return (
      <SharedLinkPage title="" maxWidth={720} testId="custom-order-closed">
        <Result
          status="warning"
          title={t("form.closed")}
          subTitle={isApiError(opened.error) ? opened.error.message : undefined}
        />
      </SharedLinkPage>
    );
  if (!opened.data) return <Spin style={{ display: "block", margin: 48 }} />;
  return <OrderForm token={token} shown={opened.data} />;
}

function OrderForm({ token, shown }: { token: string; shown: PublicForm }) {
  const t = useCustomOrderT();
  const [form] = Form.useForm<Values>();
  const [receipt, setReceipt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // one key per body: a resend of the same order is applied once; a corrected one is another
  const keyOf = useMemo(() => requestIdKeeper(), []);
  const windows = (Form.useWatch("windows", form) ?? []) as CustomerWindow[];
  const settled = useSettled(windows, 400);
  const pricable = shown.showPrice && windowsTaken(shown.templates, shown.colours, settled);
  const prices = useQuery({
    queryKey: ["customOrderPrice", token, settled],
    queryFn: () => customOrderApi.price(token, settled),
    enabled: pricable,
    retry: false,
  });
  const submit = useMutation({
    mutationFn: (values: Values) => customOrderApi.submit(token, { ...values, submissionKey: keyOf(values) }),
    onSuccess: (answer) => {
      setFailure(null);
      setReceipt(answer.orderNo);
    },
    onError: (error) => {
      const field = isApiError(error) ? error.fieldError : undefined;
      if (field?.field) form.setFields([{ name: fieldPath(field.field) as never, errors: [field.message] }]);
      else setFailure(isApiError(error) ? error.message : t("form.failed"));
    },
  });
  const add = (templateKey: string) => {
    const list = (form.getFieldValue("windows") ?? []) as Partial<CustomerWindow>[];
    form.setFieldValue("windows", [...list, { templateKey, colour: shown.colours[0] ?? "", count: 1 }]);
  };
  if (receipt)
    return (
      <SharedLinkPage title={shown.companyName} maxWidth={720} testId="custom-order-sent">
        <Result
          status="success"
          title={t("form.sent")}
          subTitle={<span data-testid="custom-order-number">{t("form.sentNo", { orderNo: receipt })}</span>}
          extra={
            <Button
              onClick={() => {
                form.resetFields();
                setReceipt(null);
              }}
            >
              {t("form.again")}
            </Button>
          }
        />
      </SharedLinkPage>
    );
  const shownPrices = pricable && prices.data ? prices.data : null;
  return (
    <SharedLinkPage
      title={shown.companyName}
      titleTestId="custom-order-company"
      maxWidth={1000}
      testId="custom-order-form"
    >
      <Typography.Paragraph type="secondary">{t("form.intro")}</Typography.Paragraph>
      <Card title={t("form.choose")}>
        <Row gutter={[12, 12]}>
          {shown.templates.map((template) => (
            <Col key={template.key} xs={12} sm={8} md={6}>
              <Flex vertical align="center" gap={6} data-testid={`template-${template.key}`}>
                <WindowDrawing svg={template.svg} width={120} />
                <Typography.Text>{publicName(template)}</Typography.Text>
                <Button
                  size="small"
                  onClick={() => add(template.key)}
                  data-testid={`template-add-${template.key}`}
                >
                  {t("form.add")}
                </Button>
              </Flex>
            </Col>
          ))}
        </Row>
      </Card>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ windows: [], name: "", phone: "", note: "" }}
        onFinish={(values) => submit.mutate(values)}
      >
        <Flex vertical gap={12}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t("form.windows")}
          </Typography.Title>
          <CustomerWindows
            form={form}
            templates={shown.templates}
            colours={shown.colours}
            prices={shownPrices?.windows ?? null}
          />
          {shownPrices && (
            <Alert
              type="info"
              title={
                <span data-testid="custom-order-total">
                  {t("form.total", { total: formatYuan(shownPrices.total) })}
                </span>
              }
              description={t("form.priceNote")}
            />
          )}
          <Card title={t("form.contact")}>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item name="name" label={t("form.name")} rules={[crmRule(customerNameSchema)]}>
                  <Input data-testid="custom-order-name" autoComplete="name" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="phone" label={t("form.phone")} rules={[crmRule(customerPhoneSchema)]}>
                  <Input data-testid="custom-order-phone" autoComplete="tel" inputMode="tel" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="note" label={t("form.note")} rules={[crmRule(customerNoteSchema)]}>
              <Input.TextArea rows={2} data-testid="custom-order-note" />
            </Form.Item>
          </Card>
          {failure && <Alert type="error" showIcon title={failure} data-testid="custom-order-failure" />}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={submit.isPending}
            disabled={windows.length === 0}
            data-testid="custom-order-submit"
          >
            {t("form.submit")}
          </Button>
        </Flex>
      </Form>
    </SharedLinkPage>
  );
}

export const Component = withQueryClient(CustomerOrderPage);
