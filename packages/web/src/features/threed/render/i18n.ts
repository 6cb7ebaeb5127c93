import type renderEditor from "../../../locales/en-US/renderEditor.json";
import { namespaceText, translatorHook } from "../../../shared/i18n/namespace-text.ts";

export const renderEditorText = namespaceText<typeof renderEditor>("renderEditor");
export const useRenderEditorT = translatorHook(renderEditorText);
