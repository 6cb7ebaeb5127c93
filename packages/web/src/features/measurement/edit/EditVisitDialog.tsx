import { Form } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { showError } from "../../../shared/api/show-error.ts";
import { showAtField } from "../../../shared/forms/field-rules.ts";
import { Dialog } from "../../../shared/ui/Dialog.tsx";
import { toast } from "../../../shared/ui/toast.ts";
import type { MeasureDetail } from "../measurement-api.ts";
import type { DeviceDb, VisitAct } from "../offline/device-db.ts";
import { useMeasureToolsT } from "../tools-i18n.ts";
import { VisitFields } from "./VisitFields.tsx";

type Values = { address: string; appointmentAt: Dayjs; measurerId: number; note?: string };
type UpdateBody = Extract<VisitAct, { kind: "update" }>["body"];

export type EditVisitProps = {
  visit: Pick<MeasureDetail, "id" | "address" | "appointmentAt" | "measurerId" | "measurerName" | "note">;
  /** Offline: the measurers offered are the device's copy. */
  db: DeviceDb | null;
  /** Sends the edit, or keeps it on the device with no network. */
  save: (body: UpdateBody, measurerName: string) => Promise<void>;
};

/**
 * The visit's form (address, time, measurer, note): loaded when "Edit visit" is first pressed, so a
 * cold start of the visit loads no date picker, select or form (EditVisitButton.tsx).
 */
export function EditVisitDialog({
  visit,
  db,
  save: send,
  onClose,
}: EditVisitProps & { onClose: () => void }) {
  const t = useMeasureToolsT();
  const [form] = Form.useForm<Values>();
  const [names, setNames] = useState<Map<number, string>>(new Map());
  async function save() {
    const values = await form.validateFields();
    const body: UpdateBody = {
      address: values.address,
      appointmentAt: values.appointmentAt.toISOString(),
      measurerId: values.measurerId,
      note: values.note ?? "",
    };
    try {
      await send(body, names.get(body.measurerId) ?? visit.measurerName);
      if (!db) toast.success(t("edit.saved"));
      onClose();
    } catch (error) {
      if (!showAtField(form, error)) showError(error, t("edit.failed"));
    }
  }
  return (
    <Dialog
      open
      title={t("edit.title")}
      okText={t("edit.save")}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ "data-testid": "measure-edit-save" } as never}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          address: visit.address,
          appointmentAt: dayjs(visit.appointmentAt),
          measurerId: visit.measurerId ?? undefined,
          note: visit.note,
        }}
      >
        <VisitFields open db={db} onMeasurers={setNames} />
      </Form>
    </Dialog>
  );
}
