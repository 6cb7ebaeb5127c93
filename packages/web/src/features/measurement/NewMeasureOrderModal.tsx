import { Form } from "antd";
import type { Dayjs } from "dayjs";
import { useMemo } from "react";
import { newRequestKey, requestIdKeeper } from "../../shared/api/request-key.ts";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { CustomerPicker } from "../customers/index.ts";
import { VisitFields } from "./edit/VisitFields.tsx";
import { useMeasurementT } from "./i18n.ts";
import { type MeasureOrder, measurementApi } from "./measurement-api.ts";
import type { DeviceDb } from "./offline/device-db.ts";
import { orderVisitHere } from "./offline/device-visits.ts";
import { OfflineCustomerField } from "./offline/OfflineCustomerField.tsx";
import { useDeviceDb, useOnline } from "./offline/use-device.ts";

type Values = {
  customerId: number;
  /** With no network: a customer kept on the device, or one typed here. */
  customerKind?: "kept" | "new";
  customerName?: string;
  customerPhone?: string;
  address: string;
  appointmentAt: Dayjs;
  measurerId: number;
  note?: string;
};

/**
 * The office orders a visit: a CRM customer (picked or added), the address, when, and who
 * measures. With no network the visit is kept on the device (the customer picked from the
 * device's copy of the CRM or typed as a new one) and ordered on the server by the sync.
 */
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
  const online = useOnline();
  const db = useDeviceDb();
  const offline = !online && db !== null;
  async function keepHere(device: DeviceDb, values: Values) {
    const customer =
      values.customerKind === "new"
        ? {
            name: (values.customerName ?? "").trim(),
            phone: (values.customerPhone ?? "").trim(),
            address: values.address,
          }
        : { id: values.customerId };
    const input = {
      customer,
      address: values.address,
      appointmentAt: values.appointmentAt.toISOString(),
      measurerId: values.measurerId,
      note: values.note ?? "",
    };
    const localId = await orderVisitHere(device, input, {
      clientId: newRequestKey(),
      customerKey: newRequestKey(),
    });
    const kept = await device.orders.get(localId);
    toast.success(t("order.createdHere"));
    form.resetFields();
    if (kept) onSaved(kept);
  }
  async function save() {
    const values = await form.validateFields();
    if (offline) return keepHere(db, values);
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
        {offline ? (
          <OfflineCustomerField db={db} />
        ) : (
          <Form.Item name="customerId" label={t("order.customer")} rules={[required]}>
            <CustomerPicker
              onPicked={(c) => {
                if (c?.address && !form.getFieldValue("address")) form.setFieldValue("address", c.address);
              }}
            />
          </Form.Item>
        )}
        <VisitFields open={open} db={offline ? db : null} />
      </Form>
    </Dialog>
  );
}
