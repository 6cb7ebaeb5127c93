import { routes } from "@fenestra/api";
import { parseScanCode } from "@fenestra/core/scanning/scan-code";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Form, Input, Select, Typography } from "antd";
import { useEffect, useState } from "react";
import { invalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { ScanBox, scanRefusalText } from "../../shared/scanner/ScanBox.tsx";
import { SaveDialog } from "../../shared/ui/SaveDialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { focusAfterScan } from "./focus-after-scan.ts";
import { useWarehouseT } from "./i18n.ts";
import { type LineValues, type Materials, StockLinesField } from "./StockLinesField.tsx";
import { scanIntoLines, scanPositionIntoLines } from "./scan-lines.ts";
import { fenOf, sendWhenValid, showLineError } from "./shared.tsx";
import { type OperationBody, requestIdKeeper, warehouseApi } from "./warehouse-api.ts";

/** The count field of a line takes the focus, where the counted number goes next. */
const focusCount = (index: number) =>
  focusAfterScan(() => document.querySelector<HTMLInputElement>(`[data-testid="line-${index}-count"]`));

type Values = { type: OperationBody["type"]; note?: string; lines: LineValues[] };

/** Stock operation form: purchase in, special in / out or an inventory count, one or more lines. */
export function OperationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [idFor, setIdFor] = useState(() => requestIdKeeper());
  const type = Form.useWatch("type", form);
  const [materials, setMaterials] = useState<Materials>({});
  const [scanned, setScanned] = useState<number | null>(null);
  // Inventory: a scanned material label selects its line (or takes a new one) for the count.
  const onScan = async (text: string) => {
    const parsed = parseScanCode(text);
    if (!parsed.ok) {
      toast.error(scanRefusalText(parsed.reason));
      return;
    }
    if (parsed.kind === "position") {
      try {
        const position = await warehouseApi.positionScan(text);
        setMaterials((all) => ({ ...all, ...Object.fromEntries(position.materials.map((m) => [m.id, m])) }));
        const { lines, index } = scanPositionIntoLines(form.getFieldValue("lines") ?? [], position.materials);
        form.setFieldValue("lines", lines);
        if (index === null) {
          toast.error(t("stock.positionEmpty", { name: position.name }));
          return;
        }
        toast.success(t("stock.positionScanned", { name: position.name, count: position.materials.length }));
        setScanned(index);
        focusCount(index);
      } catch (error) {
        showError(error, t("failed"));
      }
      return;
    }
    if (parsed.kind !== "material") {
      toast.error(t("stock.notMaterialLabel"));
      return;
    }
    try {
      const m = await warehouseApi.scan(text);
      setMaterials((all) => ({ ...all, [m.id]: m }));
      const { lines, index } = scanIntoLines(form.getFieldValue("lines") ?? [], m);
      form.setFieldValue("lines", lines);
      toast.success(t("picking.scanned", { name: `${m.code} ${m.name}`.trim() }));
      setScanned(index);
      focusCount(index);
    } catch (error) {
      showError(error, t("failed"));
    }
  };
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setScanned(null);
    setIdFor(() => requestIdKeeper());
  }, [open, form]);
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = {
        type: v.type,
        note: v.note ?? "",
        lines: v.lines.map((l) => ({
          materialId: l.materialId as number,
          color: l.color ?? "",
          ...(l.length !== undefined && l.length !== null ? { length: l.length } : {}),
          count: l.count as number,
          ...(fenOf(l.cost) !== undefined ? { costFen: fenOf(l.cost) } : {}),
          note: l.note ?? "",
        })),
      };
      return warehouseApi.record({ requestId: idFor(body), ...body });
    },
    onSuccess: () => {
      toast.success(t("done"));
      void invalidate(client, routes.warehouse);
      onClose();
    },
    onError: (error) => {
      if (!showLineError(form, error)) showError(error, t("failed"));
    },
  });
  return (
    <SaveDialog
      open={open}
      width={900}
      title={t("stock.operationTitle")}
      onClose={onClose}
      saving={save.isPending}
      onSave={sendWhenValid(form, (v) => save.mutate(v))}
      saveTestId="operation-save"
    >
      {/* No kind is chosen for the person: stock in and stock out look alike until booked. */}
      <Form form={form} layout="vertical" initialValues={{ lines: [{}] }}>
        <RequiredItem name="type" label={t("field.type")} message={t("stock.chooseType")}>
          <Select
            data-testid="operation-type"
            options={([1, 3, 6, 7] as const).map((v) => ({ value: v, label: t(`type.${v}`) }))}
          />
        </RequiredItem>
        {type === 7 ? (
          <>
            <Typography.Paragraph type="secondary">{t("stock.inventoryHint")}</Typography.Paragraph>
            <Form.Item label={t("stock.scanToCount")}>
              <ScanBox onScan={(text) => void onScan(text)} testId="count-scan" />
            </Form.Item>
          </>
        ) : null}
        <StockLinesField
          form={form}
          countLabel={type === 7 ? t("field.counted") : t("field.count")}
          withCost={type === 1 || type === 3}
          materials={materials}
          setMaterials={setMaterials}
          selected={scanned}
        />
        <Form.Item name="note" label={t("field.note")} style={{ marginTop: 12 }}>
          <Input />
        </Form.Item>
      </Form>
    </SaveDialog>
  );
}
