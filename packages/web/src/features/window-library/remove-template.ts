import { showError } from "../../shared/api/show-error.ts";
import { toast } from "../../shared/ui/toast.ts";
import { libraryText } from "./i18n.ts";
import type { TemplateStore } from "./template-store.ts";

/** Deletes one of the company's own templates, telling the user how it went. */
export async function removeTemplate(store: TemplateStore, id: string): Promise<void> {
  try {
    await store.remove(id);
    toast.success(libraryText("mine.deleted"));
  } catch (error) {
    showError(error, libraryText("mine.deleteFailed"));
  }
}
