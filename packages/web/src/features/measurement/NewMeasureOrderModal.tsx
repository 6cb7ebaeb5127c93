import { Form } from "antd";
import type { Dayjs } from "dayjs";
import { useMemo } from "react";
import { requestIdKeeper } from "../../shared/api/request-key.ts";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { CustomerPicker } from "../customers/index.ts";
import { VisitFields } from "./edit/VisitFields.tsx";
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
        <VisitFields open={open} />
      </Form>
    </Dialog>
  );
}
