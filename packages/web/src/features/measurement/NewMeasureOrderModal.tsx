import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Form, Input, Select } from "antd";
import type { Dayjs } from "dayjs";
import { useMemo } from "react";
import { requestIdKeeper } from "../../shared/api/request-key.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { CustomerPicker } from "../customers/index.ts";
import { useMeasurementT } from "./i18n.ts";
import { type MeasureOrder, measurementApi } from "./measurement-api.ts";

type Values = {
  customerId: number;
  address: string;
  appointmentAt: Dayjs;
  measurerId: number;
  note?: string;
};

/** The office orders a visit: a CRM customer (picked or added), the address, when, and who measures. */
export function NewMeasureOrderModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (order: MeasureOrder) => void;
}) {
  const t = useMeasurementT();
  const [form] = Form.useForm<Values>();
  const measurers = useQuery({ ...routeQuery(routes.measurement.measurers), enabled: open });
  const keyOf = useMemo(() => requestIdKeeper(), []);
  async function save() {
    const values = await form.validateFields();
    const body = {
      customerId: values.customerId,
      address: values.address,
      appointmentAt: values.appointmentAt.toISOString(),
      measurerId: values.measurerId,
      note: values.note ?? "",
    };
    try {
      const order = await measurementApi.create(body, keyOf(body));
      toast.success(t("order.created"));
      form.resetFields();
      onSaved(order);
    } catch (error) {
      if (!showAtField(form, error)) showError(error, t("order.createFailed"));
    }
  }
  const required = { required: true, message: t("rules.required") };
  return (
    <Dialog
      open={open}
      title={t("order.new")}
      okText={t("order.create")}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ "data-testid": "measure-order-save" } as never}
    >
      <Form form={form} layout="vertical">
        <Form.Item name="customerId" label={t("order.customer")} rules={[required]}>
          <CustomerPicker
            onPicked={(c) => {
              if (c?.address && !form.getFieldValue("address")) form.setFieldValue("address", c.address);
            }}
          />
        </Form.Item>
        <Form.Item name="address" label={t("order.address")} rules={[required, { max: 200 }]}>
          <Input data-testid="measure-order-address" />
        </Form.Item>
        <Form.Item name="appointmentAt" label={t("order.appointmentAt")} rules={[required]}>
          <DatePicker
            showTime={{ format: "HH:mm" }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: "100%" }}
            data-testid="measure-order-time"
          />
        </Form.Item>
        <Form.Item name="measurerId" label={t("order.measurer")} rules={[required]}>
          <Select
            loading={measurers.isFetching}
            options={(measurers.data ?? []).map((m) => ({ value: m.id, label: `${m.name} · ${m.phone}` }))}
            data-testid="measure-order-measurer"
          />
        </Form.Item>
        <Form.Item name="note" label={t("order.note")} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
