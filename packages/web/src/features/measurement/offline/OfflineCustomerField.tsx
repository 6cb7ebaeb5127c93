import { customerNameSchema, customerPhoneSchema } from "@fenestra/core/crm/customer-fields";
import { Form, Input, Segmented, Select } from "antd";
import { useLiveQuery } from "dexie-react-hooks";
import { schemaRule } from "../../../shared/forms/zod-rules.ts";
import { useMeasurementT } from "../i18n.ts";
import type { DeviceDb } from "./device-db.ts";

/**
 * The visit's customer with no network: one of the CRM's customers as this device last read them,
 * or a new one typed here (name and phone, refused as the CRM refuses them), added to the CRM when
 * the visit is sent.
 */
export function OfflineCustomerField({ db }: { db: DeviceDb }) {
  const t = useMeasurementT();
  const customers = useLiveQuery(() => db.customers.orderBy("name").toArray(), [db]) ?? [];
  const form = Form.useFormInstance();
  const kind = Form.useWatch("customerKind", form) ?? "kept";
  const required = { required: true, message: t("rules.required") };
  return (
    <>
      <Form.Item name="customerKind" label={t("order.customer")} initialValue="kept">
        <Segmented
          options={[
            { value: "kept", label: t("order.customerKept") },
            { value: "new", label: t("order.customerNew") },
          ]}
          data-testid="measure-order-customer-kind"
        />
      </Form.Item>
      {kind === "kept" ? (
        <Form.Item name="customerId" rules={[required]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={t("order.customerKeptHint")}
            options={customers.map((c) => ({
              value: c.id,
              label: `${c.name} · ${c.phone}`,
              address: c.address,
            }))}
            onChange={(_, option) => {
              const address = (option as { address?: string } | undefined)?.address;
              if (address && !form.getFieldValue("address")) form.setFieldValue("address", address);
            }}
            data-testid="measure-order-customer-kept"
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="customerName"
            label={t("order.customerName")}
            rules={[required, schemaRule(customerNameSchema)]}
          >
            <Input data-testid="measure-order-customer-name" />
          </Form.Item>
          <Form.Item
            name="customerPhone"
            label={t("order.phone")}
            rules={[required, schemaRule(customerPhoneSchema)]}
          >
            <Input inputMode="tel" data-testid="measure-order-customer-phone" />
          </Form.Item>
        </>
      )}
    </>
  );
}
