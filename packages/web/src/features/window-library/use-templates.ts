import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../shared/api/client.ts";
import { queryClient } from "../../shared/api/query-client.ts";
import { useSession } from "../../shared/session/use-session.ts";
import {
  createTemplateStore,
  type LibraryTemplate,
  libraryCompany,
  libraryKeys,
  type TemplateStore,
} from "./template-store.ts";
import { templatesApi } from "./templates-api.ts";

const libraryApi = templatesApi(api);

/**
 * The signed-in company's window library, fetched from the server. The app's query client is
 * named explicitly because the drawing page, which uses the library, has no query provider.
 * The store is a new object whenever the server's data changes, so effects that depend on it
 * run again once the own templates have arrived.
 */
function useLibrary() {
  const company = libraryCompany(useSession()?.userinfo);
  const enabled = company > 0;
  const own = useQuery(
    { queryKey: libraryKeys.own(company), queryFn: libraryApi.listAll, enabled },
    queryClient,
  );
  const usage = useQuery(
    { queryKey: libraryKeys.usage(company), queryFn: libraryApi.usage, enabled },
    queryClient,
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the data objects are the change signal
  const store = useMemo(
    () => createTemplateStore(queryClient, libraryApi, company),
    [company, own.data, usage.data],
  );
  return { store, loadFailed: own.isError };
}

/** The signed-in company's template store; the component re-renders when the library changes. */
export function useTemplateStore(): TemplateStore {
  return useLibrary().store;
}

/** The same store for saving and counting only: no fetching, no re-render when the library changes. */
export function useTemplateActions(): TemplateStore {
  const company = libraryCompany(useSession()?.userinfo);
  return useMemo(() => createTemplateStore(queryClient, libraryApi, company), [company]);
}

/** Built-in and own templates, with the company's usage counts and last pick; re-renders on change. */
export function useTemplates(): {
  store: TemplateStore;
  templates: readonly LibraryTemplate[];
  usage: Readonly<Record<string, number>>;
  lastSelected: string | null;
  /** The company's own templates could not be read (the built-ins still show). */
  loadFailed: boolean;
} {
  const { store, loadFailed } = useLibrary();
  return {
    store,
    templates: store.templates(),
    usage: store.usage(),
    lastSelected: store.lastSelected(),
    loadFailed,
  };
}
