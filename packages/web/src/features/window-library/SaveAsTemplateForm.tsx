import { TEMPLATE_NAME_MAX } from "@fenestra/api";
import { type TemplateType, templateTypes } from "@fenestra/core/library/index";
import { Form, Input, Select } from "antd";
import { useState } from "react";
import { useLibraryT } from "./i18n.ts";

export type SaveAsValues = { name: string; type: TemplateType };

/** Name and type of a template being saved; reports every change to the dialog that owns it. */
export function SaveAsTemplateForm({
  initial,
  onChange,
}: {
  initial: SaveAsValues;
  onChange: (values: SaveAsValues) => void;
}) {
  const t = useLibraryT();
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<SaveAsValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onChange(next);
  };
  return (
    <Form layout="vertical" data-testid="save-as-template">
      <Form.Item label={t("saveAs.name")} required>
        <Input
          autoFocus
          data-testid="template-name-input"
          maxLength={TEMPLATE_NAME_MAX}
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Form.Item>
      <Form.Item label={t("saveAs.type")}>
        <Select
          value={values.type}
          onChange={(type) => set({ type })}
          options={templateTypes.map((v) => ({ value: v, label: t(`types.${v}`) }))}
        />
      </Form.Item>
    </Form>
  );
}
