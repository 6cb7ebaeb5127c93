import { SERIES_MATERIALS } from "@fenestra/api";
import { catalogueNameSchema, copyName, SHARE_DESCRIPTION_MAX } from "@fenestra/core/series/names";
import { Form, Input, Select, Switch } from "antd";
import { useEffect } from "react";
import { z } from "zod";
import { RequiredItem } from "../../../shared/forms/RequiredItem.tsx";
import { zodRule } from "../../../shared/forms/zod-rules.ts";
import { Dialog } from "../../../shared/ui/Dialog.tsx";
import type { SeriesDirectory, SeriesMaterial, SeriesSummary } from "../api/series-api.ts";
import { useProductT } from "../i18n.ts";

/** The name's length is core's rule (the server's); "required" keeps each form's own wording. */
const nameLengthRule = zodRule(z.object({ name: catalogueNameSchema }), "name");

// One dialog for every catalogue form: new directory, rename, new series, clone, move, share.

export type CatalogueDialogState =
  | { kind: "newDirectory"; parentId: number | null }
  | { kind: "renameDirectory"; directory: SeriesDirectory }
  | { kind: "newSeries"; directoryId: number | undefined }
  | { kind: "clone"; series: SeriesSummary }
  | { kind: "move"; series: SeriesSummary }
  | { kind: "share"; series: SeriesSummary };

export interface CatalogueDialogValues {
  name?: string;
  material?: SeriesMaterial;
  directoryId?: number;
  shared?: boolean;
  description?: string;
}

const MATERIALS: readonly SeriesMaterial[] = SERIES_MATERIALS;

interface Props {
  state: CatalogueDialogState | null;
  directories: readonly SeriesDirectory[];
  /** Every series' name: a clone is offered a name none of them has. */
  seriesNames: readonly string[];
  busy: boolean;
  onCancel(): void;
  onSubmit(values: CatalogueDialogValues): void;
}

function initialValues(state: CatalogueDialogState, copy: (name: string) => string): CatalogueDialogValues {
  switch (state.kind) {
    case "renameDirectory":
      return { name: state.directory.name };
    case "newSeries":
      return { directoryId: state.directoryId, material: "aluminium" };
    case "clone":
      return { name: copy(state.series.name), directoryId: state.series.directoryId };
    case "move":
      return { directoryId: state.series.directoryId };
    case "share":
      return { shared: true, description: state.series.shareDescription };
    default:
      return {};
  }
}

export function CatalogueDialog({ state, directories, seriesNames, busy, onCancel, onSubmit }: Props) {
  const t = useProductT();
  const [form] = Form.useForm<CatalogueDialogValues>();
  const copySuffix = t("catalogue.copySuffix");
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when the dialog opens, not as the catalogue refreshes
  useEffect(() => {
    if (state) {
      form.resetFields();
      form.setFieldsValue(initialValues(state, (name) => copyName(name, seriesNames, copySuffix)));
    }
  }, [state, form]);
  const kind = state?.kind;
  const needsName =
    kind === "newDirectory" || kind === "renameDirectory" || kind === "newSeries" || kind === "clone";
  const needsDirectory = kind === "newSeries" || kind === "clone" || kind === "move";
  const nameRequired =
    kind === "newSeries" || kind === "clone"
      ? t("catalogue.seriesNameRequired")
      : t("catalogue.nameRequired");
  return (
    <Dialog
      open={state !== null}
      title={kind ? t(`catalogue.dialog.${kind}`) : ""}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() =>
        void form.validateFields().then(
          (values) => onSubmit(values),
          () => {},
        )
      }
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="catalogue-dialog">
        {needsName && (
          <RequiredItem
            name="name"
            label={
              kind === "newDirectory" || kind === "renameDirectory"
                ? t("catalogue.directoryName")
                : t("catalogue.seriesName")
            }
            message={nameRequired}
            text
            rules={[nameLengthRule]}
            validateFirst
          >
            <Input data-testid="catalogue-name" />
          </RequiredItem>
        )}
        {kind === "newSeries" && (
          <Form.Item name="material" label={t("catalogue.material")} rules={[{ required: true }]}>
            <Select options={MATERIALS.map((m) => ({ value: m, label: t(`material.${m}`) }))} />
          </Form.Item>
        )}
        {needsDirectory && (
          <RequiredItem
            name="directoryId"
            label={t("catalogue.directory")}
            message={t("catalogue.secondaryDirectoryRequired")}
          >
            <Select
              data-testid="catalogue-directory"
              options={directories.map((d) => ({ value: d.id, label: d.name }))}
              notFoundContent={t("catalogue.secondaryDirectoryRequired")}
            />
          </RequiredItem>
        )}
        {kind === "share" && (
          <>
            <Form.Item name="shared" label={t("catalogue.shared")} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item
              name="description"
              label={t("catalogue.shareDescription")}
              rules={[
                {
                  max: SHARE_DESCRIPTION_MAX,
                  message: t("catalogue.shareDescriptionTooLong", { max: SHARE_DESCRIPTION_MAX }),
                },
              ]}
            >
              <Input.TextArea data-testid="share-description" rows={3} showCount />
            </Form.Item>
          </>
        )}
      </Form>
    </Dialog>
  );
}
