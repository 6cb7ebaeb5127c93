import { routes } from "@fenestra/api";
import { parseDesign } from "@fenestra/core/design/migrate";
import { builtinTemplates, type TemplateType, type WindowTemplate } from "@fenestra/core/library/index";
import type { QueryClient } from "@tanstack/react-query";
import { invalidate, routeKey } from "../../shared/api/route-keys.ts";
import type { OwnTemplateDto, TemplatesApi, TemplateUsage } from "./templates-api.ts";

// The company's side of the window library, kept on the server per company so colleagues and
// other browsers see the same thing: templates saved from the drawing page, how often each
// template was inserted (the usage half of the recommendation) and the last one picked. The
// server's answers live in the TanStack Query cache; this store reads and updates that cache.

/** `marketVersion`: an own template cloned from the market, the published version it copies. */
export type LibraryTemplate = WindowTemplate & { own: boolean; marketVersion?: number | null };

const NO_USAGE: TemplateUsage = { counts: {}, lastSelected: null };

/** Cache keys of one company's library data: its routes' keys, for that company (own: every page). */
export const libraryKeys = {
  own: (company: number) => [...routeKey(routes.templates.list), { company, pages: "all" }],
  usage: (company: number) => [...routeKey(routes.templates.usage), { company }],
};

/** Built-in templates first, then the company's own, oldest first; a damaged design is dropped. */
export function libraryTemplates(own: readonly OwnTemplateDto[]): LibraryTemplate[] {
  const mine: LibraryTemplate[] = [];
  for (const t of own) {
    const parsed = parseDesign(t.design);
    if (parsed.ok)
      mine.push({
        id: t.key,
        type: t.type,
        nameKey: t.name,
        design: parsed.design,
        own: true,
        marketVersion: t.marketVersion ?? null,
      });
  }
  return [...builtinTemplates().map((t) => ({ ...t, own: false })), ...mine];
}

export type TemplateStore = {
  /** Built-in and own templates; the same array until the own list changes. */
  templates(): readonly LibraryTemplate[];
  usage(): Readonly<Record<string, number>>;
  lastSelected(): string | null;
  /** Saves a design as the company's own template; answers its id ("user:<n>"), rejects on refusal. */
  save(name: string, type: TemplateType, design: WindowTemplate["design"]): Promise<string>;
  remove(id: string): Promise<void>;
  /** Counts one use (shown at once, confirmed by the server) and makes it the last selected. */
  recordUse(id: string): void;
};

const builtinOnly = libraryTemplates([]);
const listCache = new WeakMap<readonly OwnTemplateDto[], LibraryTemplate[]>();

/** The store of one company over a query cache; `api` talks to the server. */
export function createTemplateStore(
  queryClient: QueryClient,
  api: TemplatesApi,
  company: number,
): TemplateStore {
  const ownKey = libraryKeys.own(company);
  const usageKey = libraryKeys.usage(company);
  const usageNow = () => queryClient.getQueryData<TemplateUsage>(usageKey) ?? NO_USAGE;
  const setUsage = (change: (u: TemplateUsage) => TemplateUsage) =>
    queryClient.setQueryData<TemplateUsage>(usageKey, (u) => change(u ?? NO_USAGE));
  const refreshUsage = () => void invalidate(queryClient, routes.templates.usage);

  return {
    templates() {
      const own = queryClient.getQueryData<OwnTemplateDto[]>(ownKey);
      if (!own) return builtinOnly;
      let list = listCache.get(own);
      if (!list) {
        list = libraryTemplates(own);
        listCache.set(own, list);
      }
      return list;
    },
    usage: () => usageNow().counts,
    lastSelected: () => usageNow().lastSelected,

    async save(name, type, design) {
      const saved = await api.create({ name: name.trim(), type, design });
      queryClient.setQueryData<OwnTemplateDto[]>(ownKey, (own) => [...(own ?? []), saved]);
      return saved.key;
    },

    async remove(id) {
      const n = Number(id.replace(/^user:/, ""));
      await api.remove(n);
      queryClient.setQueryData<OwnTemplateDto[]>(ownKey, (own) => own?.filter((t) => t.key !== id));
      setUsage(({ counts: { [id]: _, ...counts }, lastSelected }) => ({
        counts,
        lastSelected: lastSelected === id ? null : lastSelected,
      }));
      refreshUsage();
    },

    recordUse(id) {
      setUsage((u) => ({ counts: { ...u.counts, [id]: (u.counts[id] ?? 0) + 1 }, lastSelected: id }));
      // then the server's numbers, whether the use counted or not (a lost count is not worth a message)
      api.recordUse(id).then(refreshUsage, refreshUsage);
    },
  };
}

/** The company whose library a signed-in user sees: the main account's id (sub-accounts share it). */
export function libraryCompany(user: { id: number; fid: number } | null | undefined): number {
  return user ? (user.fid > 0 ? user.fid : user.id) : 0;
}
