import { Button, Popconfirm } from "antd";
import { templateName, useLibraryT } from "./i18n.ts";
import { removeTemplate } from "./remove-template.ts";
import type { LibraryTemplate, TemplateStore } from "./template-store.ts";

/** A template card's "Insert" into the drawing. */
export function InsertTemplateButton({
  template,
  onInsert,
}: {
  template: LibraryTemplate;
  onInsert: (template: LibraryTemplate) => void;
}) {
  const t = useLibraryT();
  return (
    <Button type="link" size="small" data-testid="insert-template" onClick={() => onInsert(template)}>
      {t("picker.insert")}
    </Button>
  );
}

/** An own template card's "Delete", asked first; the company's library loses it for everyone. */
export function DeleteTemplateButton({
  store,
  template,
}: {
  store: TemplateStore;
  template: LibraryTemplate;
}) {
  const t = useLibraryT();
  return (
    <Popconfirm
      title={t("mine.deleteConfirm", { name: templateName(template) })}
      onConfirm={() => removeTemplate(store, template.id)}
    >
      <Button type="link" size="small" danger>
        {t("mine.delete")}
      </Button>
    </Popconfirm>
  );
}
