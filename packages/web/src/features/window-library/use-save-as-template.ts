import type { Modal } from "antd";
import { createElement, useCallback } from "react";
import { toast } from "../../shared/ui/toast.ts";
import type { DesignerStore } from "../designer/state/designer-store.ts";
import { libraryText } from "./i18n.ts";
import { SaveAsTemplateForm, type SaveAsValues } from "./SaveAsTemplateForm.tsx";
import { suggestTemplateType } from "./suggest-type.ts";
import { useTemplateStore } from "./use-templates.ts";

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/**
 * "Save as" on the drawing page: asks for a name and type and keeps the drawing as one of the
 * company's own templates (found afterwards in the library, the gallery and the picker).
 */
export function useSaveAsTemplate(designer: DesignerStore, modal: ModalApi): () => void {
  const templates = useTemplateStore();
  return useCallback(() => {
    const design = designer.design;
    if (design.frames.length === 0) {
      toast.warning(libraryText("saveAs.nothingToSave"));
      return;
    }
    let values: SaveAsValues = { name: "", type: suggestTemplateType(design, designer.editor.layout) };
    modal.confirm({
      title: libraryText("saveAs.title"),
      icon: null,
      okText: libraryText("saveAs.ok"),
      cancelText: libraryText("saveAs.cancel"),
      content: createElement(SaveAsTemplateForm, { initial: values, onChange: (v) => (values = v) }),
      onOk: () => {
        const id = templates.save(values.name, values.type, design, new Date());
        if (!id) {
          toast.error(libraryText("saveAs.nameRequired"));
          // keeps the dialog open so the name can be fixed
          return Promise.reject(new Error("invalid template name"));
        }
        toast.success(libraryText("saveAs.saved"));
        return undefined;
      },
    });
  }, [designer, modal, templates]);
}
