import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Form, Input, Select } from "antd";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect } from "react";
import { routeQuery } from "../../../shared/api/route-query.ts";
import { useMeasurementT } from "../i18n.ts";
import type { DeviceDb } from "../offline/device-db.ts";

/**
 * The visit's own fields, as the office orders it and edits it: address, when, who measures, note.
 * With `db` (no network) the measurers are the device's copy of the last list read.
 */
export function VisitFields({
  open,
  db = null,
  onMeasurers,
}: {
  open: boolean;
  db?: DeviceDb | null;
  /** The names of the measurers offered, by id (for a visit kept on the device until the sync). */
  onMeasurers?: (names: Map<number, string>) => void;
}) {
  const t = useMeasurementT();
  const measurers = useQuery({ ...routeQuery(routes.measurement.measurers), enabled: open && !db });
  const kept = useLiveQuery(() => db?.measurers.toArray() ?? [], [db]);
  const offered = db ? kept : measurers.data;
  useEffect(() => {
    if (offered) onMeasurers?.(new Map(offered.map((m) => [m.id, m.name])));
  }, [offered, onMeasurers]);
  const required = { required: true, message: t("rules.required") };
  return (
    <>
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
          options={(offered ?? []).map((m) => ({ value: m.id, label: `${m.name} · ${m.phone}` }))}
          data-testid="measure-order-measurer"
        />
      </Form.Item>
      <Form.Item name="note" label={t("order.note")} rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}
