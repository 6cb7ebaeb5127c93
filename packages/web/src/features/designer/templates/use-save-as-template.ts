import { TEMPLATE_NAME_MAX } from "@fenestra/api";
import type { Modal } from "antd";
import { createElement, useCallback } from "react";
import { showError } from "../../../shared/api/show-error.ts";
import { toast } from "../../../shared/ui/toast.ts";
import {
  libraryText,
  SaveAsTemplateForm,
  type SaveAsValues,
  suggestTemplateType,
  useTemplateActions,
} from "../../window-library/index.ts";
import type { DesignerStore } from "../state/designer-store.ts";

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/**
 * "Save as" on the drawing page: asks for a name and type and keeps the drawing as one of the
 * company's own templates (found afterwards in the library, the gallery and the picker).
 */
export function useSaveAsTemplate(designer: DesignerStore, modal: ModalApi): () => void {
  const templates = useTemplateActions();
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
      onOk: async () => {
        const name = values.name.trim();
        if (!name || name.length > TEMPLATE_NAME_MAX) {
          toast.error(libraryText("saveAs.nameRequired"));
          // a rejection keeps the dialog open so the name can be fixed
          throw new Error("invalid template name");
        }
        try {
          await templates.save(name, values.type, design);
        } catch (error) {
          // the server's translated refusal; the fallback covers a lost connection
          showError(error, libraryText("saveAs.saveFailed"));
          throw error;
        }
        toast.success(libraryText("saveAs.saved"));
      },
    });
  }, [designer, modal, templates]);
}
