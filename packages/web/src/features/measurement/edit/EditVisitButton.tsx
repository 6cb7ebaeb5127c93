import { Button, Form } from "antd";
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

/**
 * The office moves a visit (address, time, measurer, note) while it is scheduled or measured.
 * `save` sends it, or keeps it on the device with no network; `db` (offline): the measurers offered
 * are the device's copy.
 */
export function EditVisitButton({
  visit,
  db,
  save: send,
}: {
  visit: Pick<MeasureDetail, "id" | "address" | "appointmentAt" | "measurerId" | "measurerName" | "note">;
  db: DeviceDb | null;
  save: (body: UpdateBody, measurerName: string) => Promise<void>;
}) {
  const t = useMeasureToolsT();
  const [open, setOpen] = useState(false);
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
      setOpen(false);
    } catch (error) {
      if (!showAtField(form, error)) showError(error, t("edit.failed"));
    }
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="measure-edit">
        {t("edit.button")}
      </Button>
      <Dialog
        open={open}
        title={t("edit.title")}
        okText={t("edit.save")}
        onOk={save}
        onCancel={() => setOpen(false)}
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
          <VisitFields open={open} db={db} onMeasurers={setNames} />
        </Form>
      </Dialog>
    </>
  );
}
