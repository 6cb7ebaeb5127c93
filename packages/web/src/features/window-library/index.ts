// What other features use of window-library: they import it from here, never from its files.

export { libraryText, templateName, useLibraryT } from "./i18n.ts";
export { RecommendationPanel } from "./RecommendationPanel.tsx";
export { SaveAsTemplateForm, type SaveAsValues } from "./SaveAsTemplateForm.tsx";
export { suggestTemplateType } from "./suggest-type.ts";
export { TemplateBrowser } from "./TemplateBrowser.tsx";
export { TemplateCard } from "./TemplateCard.tsx";
export { TemplateThumbnail } from "./TemplateThumbnail.tsx";
export { DeleteTemplateButton, InsertTemplateButton } from "./template-actions.tsx";
export { currentFrameSize, templatePlacement } from "./template-placement.ts";
export type { LibraryTemplate, TemplateStore } from "./template-store.ts";
export { useTemplateActions, useTemplateStore, useTemplates } from "./use-templates.ts";
