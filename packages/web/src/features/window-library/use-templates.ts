import { useSyncExternalStore } from "react";
import { useSession } from "../../shared/session/use-session.ts";
import { type LibraryTemplate, libraryStorageKey, TemplateStore } from "./template-store.ts";

const stores = new Map<string, TemplateStore>();

/** The signed-in company's template store (one instance per company, over localStorage). */
export function useTemplateStore(): TemplateStore {
  const key = libraryStorageKey(useSession()?.userinfo);
  let store = stores.get(key);
  if (!store) {
    store = new TemplateStore(localStorage, key);
    stores.set(key, store);
  }
  return store;
}

/** Built-in and own templates, with the company's usage counts and last pick; re-renders on change. */
export function useTemplates(): {
  store: TemplateStore;
  templates: readonly LibraryTemplate[];
  usage: Readonly<Record<string, number>>;
  lastSelected: string | null;
} {
  const store = useTemplateStore();
  const templates = useSyncExternalStore(store.subscribe, store.templates);
  const usage = useSyncExternalStore(store.subscribe, store.usage);
  const lastSelected = useSyncExternalStore(store.subscribe, store.lastSelected);
  return { store, templates, usage, lastSelected };
}
