import { type FileJobStarted, routes } from "@fenestra/api";
import { formatYuan, yuanNumber } from "@fenestra/core/pricing/money-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Flex, Form, Input, InputNumber, Select, Typography, Upload } from "antd";
import { useEffect, useState } from "react";
import { invalidate } from "../../shared/api/route-keys.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { XlsxImportButton } from "../../shared/files/XlsxImportButton.tsx";
import { showAtField } from "../../shared/forms/field-rules.ts";
import { translateKey } from "../../shared/i18n/i18n.ts";
import { ChoiceFilter, SearchFilter } from "../../shared/list/list-filters.tsx";
import { PagedListView } from "../../shared/list/PagedListView.tsx";
import { type FiltersOf, usePagedList } from "../../shared/list/use-paged-list.ts";
import { useStaleSave } from "../../shared/saving/use-stale-save.tsx";
import { EditDeleteButtons } from "../../shared/ui/EditDeleteButtons.tsx";
import type { Column } from "../../shared/ui/ResponsiveTable.tsx";
import { SaveDialog } from "../../shared/ui/SaveDialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useWarehouseT } from "./i18n.ts";
import { PositionLabelsButton } from "./PositionLabelsButton.tsx";
import { PositionSelect } from "./PositionSelect.tsx";
import { categoryOptions, fenOf, sendWhenValid } from "./shared.tsx";
import { type Material, type MaterialBody, warehouseApi } from "./warehouse-api.ts";

const MAX_TEXTURE = 1024 * 1024;
type Values = Omit<MaterialBody, "costFen"> & { cost?: number };
/** The form's fields of a material: its position is one of the company's, by id; its cost in yuan. */
const valuesOf = (m: Material): Values => ({ ...m, cost: yuanNumber(m.costFen) });

function MaterialModal({
  material,
  open,
  onClose,
}: {
  material?: Material;
  open: boolean;
  onClose: () => void;
}) {
  const t = useWarehouseT();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const category = Form.useWatch("category", form);
  // SPEC §8: a profile material is one of the series' profiles ("choose an existing profile").
  const profiles = useQuery({
    ...routeQuery(routes.warehouse.seriesProfiles),
    enabled: open && category === "profile",
  });
  // The material as this form read it: its save names that version (a reload reads it again).
  const [read, setRead] = useState(material);
  const show = (m: Material) => {
    setRead(m);
    form.setFieldsValue(valuesOf(m));
  };
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setRead(material);
    if (material) form.setFieldsValue(valuesOf(material));
  }, [open, material, form]);
  const stale = useStaleSave();
  const saved = () => {
    void invalidate(client, routes.warehouse);
    onClose();
  };
  const failed = (error: unknown) => {
    if (!showAtField(form, error)) showError(error, t("failed"));
  };
  const bodyOf = ({ cost, ...v }: Values) =>
    ({ ...v, positionId: v.positionId ?? null, costFen: fenOf(cost) ?? 0 }) as MaterialBody;
  const save = useMutation({
    mutationFn: (v: Values) =>
      read
        ? warehouseApi.updateMaterial(read.id, { ...bodyOf(v), version: read.version })
        : warehouseApi.createMaterial(bodyOf(v)),
    onSuccess: saved,
    onError: (error, v) => {
      const id = read?.id;
      const offered =
        id !== undefined &&
        stale.offer(error, {
          reload: () => warehouseApi.material(id).then(show, failed),
          overwrite: () =>
            warehouseApi.updateMaterial(id, { ...bodyOf(v), overwrite: true }).then(saved, failed),
        });
      if (!offered && !showAtField(form, error)) showError(error, t("failed"));
    },
  });
  return (
    <SaveDialog
      open={open}
      title={material ? t("material.editTitle") : t("material.new")}
      onClose={onClose}
      saving={save.isPending}
      onSave={sendWhenValid(form, (v) => save.mutate(v))}
      saveTestId="material-save"
    >
      {stale.dialog}
      <Form form={form} layout="vertical" initialValues={{ category: "profile", colors: [] }}>
        <Form.Item name="category" label={t("field.category")}>
          <Select options={categoryOptions(t)} data-testid="material-category" />
        </Form.Item>
        <Form.Item name="code" label={t("field.code")} required>
          <Input data-testid="material-code" />
        </Form.Item>
        <Form.Item name="name" label={t("field.name")}>
          <Input data-testid="material-name" />
        </Form.Item>
        <Form.Item name="colors" label={t("field.colors")} extra={t("material.colorsHint")}>
          <Select mode="tags" open={false} data-testid="material-colors" />
        </Form.Item>
        {category === "profile" && !material ? (
          <Form.Item label={t("material.seriesProfile")} extra={t("material.seriesProfileHint")}>
            <Select
              showSearch
              allowClear
              placeholder={t("material.chooseProfile")}
              loading={profiles.isLoading}
              optionFilterProp="label"
              options={(profiles.data?.items ?? []).map((p) => ({
                value: p.code,
                label: `${p.code} ${p.name}`.trim(),
              }))}
              onChange={(code?: string) => {
                const p = profiles.data?.items.find((x) => x.code === code);
                if (!p) return;
                form.setFieldsValue({
                  code: p.code,
                  name: p.name,
                  colors: p.colours,
                  ...(p.stockLength > 0 ? { rawLength: p.stockLength } : {}),
                  ...(p.weightGrams > 0 ? { weightGrams: p.weightGrams } : {}),
                });
              }}
              data-testid="material-series-profile"
            />
          </Form.Item>
        ) : null}
        {category === "profile" ? (
          <Form.Item name="rawLength" label={t("field.rawLength")}>
            <InputNumber style={{ width: "100%" }} data-testid="material-raw-length" />
          </Form.Item>
        ) : (
          <Form.Item name="unit" label={t("field.unit")}>
            <Input />
          </Form.Item>
        )}
        <Flex gap={8} wrap>
          <Form.Item name="brand" label={t("field.brand")}>
            <Input />
          </Form.Item>
          <Form.Item name="thickness" label={t("field.thickness")}>
            <InputNumber />
          </Form.Item>
          <Form.Item name="weightGrams" label={t("field.weight")}>
            <InputNumber />
          </Form.Item>
        </Flex>
        <Flex gap={8} wrap>
          <Form.Item name="cost" label={t("field.cost")}>
            <InputNumber data-testid="material-cost" />
          </Form.Item>
          <Form.Item name="positionId" label={t("field.position")}>
            <PositionSelect testId="material-position" />
          </Form.Item>
          <Form.Item name="warnThreshold" label={t("field.warnThreshold")}>
            <InputNumber data-testid="material-warn" />
          </Form.Item>
        </Flex>
        <Form.Item name="texture" label={t("field.texture")}>
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            beforeUpload={(file) => {
              if (file.size > MAX_TEXTURE) {
                form.setFields([{ name: "texture", errors: [t("material.textureTooLarge")] }]);
                return false;
              }
              const reader = new FileReader();
              reader.onload = () => form.setFieldValue("texture", String(reader.result));
              reader.readAsDataURL(file);
              return false;
            }}
          >
            <Button>{t("material.pickPicture")}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </SaveDialog>
  );
}

/** Materials: profiles, glass, hardware and accessories; import and export .xlsx; QR labels. */
export function MaterialsTab() {
  const t = useWarehouseT();
  const fileJob = useFileJob();
  const startFile = (start: () => Promise<FileJobStarted>) =>
    fileJob.run(start).catch((e) => showError(e, t("failed")));
  const client = useQueryClient();
  const [query, setQuery] = useState<FiltersOf<typeof routes.warehouse.materials>>({});
  const [editing, setEditing] = useState<Material | "new" | null>(null);
  const list = usePagedList(routes.warehouse.materials, query);
  // The labels of the materials listed on this page.
  const selected = list.items.map((m) => m.id);
  const remove = useMutation({
    mutationFn: warehouseApi.deleteMaterial,
    onSuccess: () => {
      toast.success(translateKey("result.deleted"));
      void invalidate(client, routes.warehouse);
    },
    onError: (error) => showError(error, translateKey("result.deleteFailed")),
  });
  const importing = useMutation({
    mutationFn: warehouseApi.importMaterials,
    onSuccess: (r) => {
      toast.success(t("importDone", r));
      void invalidate(client, routes.warehouse);
    },
    onError: (error) => showError(error, translateKey("result.importFailed")),
  });
  const columns: Column<Material>[] = [
    {
      title: t("field.code"),
      primary: true,
      render: (_, m) => (
        <Flex gap={8} align="center">
          {m.texture ? (
            <img src={m.texture} alt="" width={28} height={28} style={{ objectFit: "cover" }} />
          ) : null}
          <span>{`${m.code} ${m.name}`.trim()}</span>
        </Flex>
      ),
    },
    { title: t("field.category"), render: (_, m) => t(`category.${m.category}`) },
    { title: t("field.colors"), render: (_, m) => m.colors.join(", ") },
    { title: t("field.cost"), align: "right", render: (_, m) => formatYuan(m.costFen) },
    { title: t("field.position"), dataIndex: "position" },
    { title: t("field.stock"), align: "right", dataIndex: "stock" },
    { title: t("field.leftovers"), align: "right", dataIndex: "leftovers" },
    {
      title: "",
      render: (_, m) => (
        <EditDeleteButtons
          edit={{ label: t("edit"), onClick: () => setEditing(m), testId: "material-edit" }}
          remove={{
            label: t("delete"),
            confirm: t("material.confirmDelete"),
            onConfirm: () => remove.mutate(m.id),
          }}
        />
      ),
    },
  ];
  return (
    <PagedListView<Material>
      create={{ label: t("material.new"), onClick: () => setEditing("new"), testId: "material-new" }}
      note={
        <>
          {fileJob.node}
          <Typography.Text type="secondary">{t("material.importHint")}</Typography.Text>
        </>
      }
      toolbar={
        <>
          <SearchFilter
            placeholder={`${t("field.code")} / ${t("field.name")}`}
            onSearch={(q) => setQuery((x) => ({ ...x, q }))}
            testId="material-search"
          />
          <ChoiceFilter
            placeholder={t("field.category")}
            options={categoryOptions(t)}
            onChange={(category) => setQuery((x) => ({ ...x, category }))}
          />
        </>
      }
      toolbarEnd={
        <>
          <XlsxImportButton
            label={t("import")}
            busy={importing.isPending}
            onPick={(file) => importing.mutate(file)}
          />
          <Button
            loading={fileJob.busy}
            onClick={() => startFile(warehouseApi.exportMaterials)}
            data-testid="materials-export"
          >
            {t("export")}
          </Button>
          <Button
            disabled={selected.length === 0}
            loading={fileJob.busy}
            onClick={() => startFile(() => warehouseApi.labels(selected, "a4"))}
            data-testid="material-labels"
          >
            {t("material.labels")}
          </Button>
          <Button
            disabled={selected.length === 0}
            loading={fileJob.busy}
            onClick={() => startFile(() => warehouseApi.labels(selected, "60x40"))}
          >
            {t("material.labelsSmall")}
          </Button>
          <PositionLabelsButton testId="position-labels" job={fileJob} />
        </>
      }
      list={list}
      testId="material-rows"
      columns={columns}
      firstUse={t("material.firstUse")}
    >
      <MaterialModal
        open={editing !== null}
        material={editing === "new" || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </PagedListView>
  );
}
