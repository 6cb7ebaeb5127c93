import { parseDesign } from "@fenestra/core/design/migrate";
import {
  builtinTemplates,
  type TemplateType,
  templateTypes,
  type WindowTemplate,
} from "@fenestra/core/library/index";

// The company's side of the window library, kept in browser storage per company (there is no
// server endpoint for templates yet): templates saved from the drawing page, how often each
// template was inserted (the usage half of the recommendation) and the last one picked.
// Everything read back is validated, so a damaged entry is dropped instead of breaking the page.

export type LibraryTemplate = WindowTemplate & { own: boolean };

type Stored = {
  templates: { id: string; type: TemplateType; name: string; design: unknown; savedAt: string }[];
  usage: Record<string, number>;
  lastSelected: string | null;
};

export const TEMPLATE_NAME_MAX = 40;
const EMPTY: Stored = { templates: [], usage: {}, lastSelected: null };

export class TemplateStore {
  private listeners = new Set<() => void>();
  private cache: { raw: string | null; value: Stored } | null = null;
  private templatesCache: { value: Stored; list: LibraryTemplate[] } | null = null;

  constructor(
    private readonly storage: Pick<Storage, "getItem" | "setItem">,
    private readonly key: string,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Built-in templates first, then the company's own, newest last. Same array until something changes. */
  templates = (): readonly LibraryTemplate[] => {
    const value = this.read();
    if (this.templatesCache?.value !== value) {
      const own: LibraryTemplate[] = [];
      for (const t of value.templates) {
        const parsed = parseDesign(t.design);
        if (parsed.ok)
          own.push({ id: t.id, type: t.type, nameKey: t.name, design: parsed.design, own: true });
      }
      this.templatesCache = {
        value,
        list: [...builtinTemplates().map((t) => ({ ...t, own: false })), ...own],
      };
    }
    return this.templatesCache.list;
  };

  usage = (): Readonly<Record<string, number>> => this.read().usage;
  lastSelected = (): string | null => this.read().lastSelected;

  /** Saves a design as the company's own template; answers its id, or null when the name is unusable. */
  save(name: string, type: TemplateType, design: WindowTemplate["design"], now: Date): string | null {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > TEMPLATE_NAME_MAX || !templateTypes.includes(type)) return null;
    if (!parseDesign(design).ok || design.frames.length === 0) return null;
    const value = this.read();
    const n = Math.max(0, ...value.templates.map((t) => Number(t.id.slice(5)) || 0)) + 1;
    const id = `user:${n}`;
    this.write({
      ...value,
      templates: [...value.templates, { id, type, name: trimmed, design, savedAt: now.toISOString() }],
    });
    return id;
  }

  remove(id: string): void {
    const value = this.read();
    const { [id]: _, ...usage } = value.usage;
    this.write({
      templates: value.templates.filter((t) => t.id !== id),
      usage,
      lastSelected: value.lastSelected === id ? null : value.lastSelected,
    });
  }

  /** Records that a template was inserted: one more use, and it becomes the last selected. */
  recordUse(id: string): void {
    const value = this.read();
    this.write({ ...value, usage: { ...value.usage, [id]: (value.usage[id] ?? 0) + 1 }, lastSelected: id });
  }

  private read(): Stored {
    const raw = this.storage.getItem(this.key);
    if (this.cache && this.cache.raw === raw) return this.cache.value;
    this.cache = { raw, value: parseStored(raw) };
    return this.cache.value;
  }

  private write(value: Stored): void {
    const raw = JSON.stringify(value);
    this.storage.setItem(this.key, raw);
    this.cache = { raw, value };
    for (const l of this.listeners) l();
  }
}

function parseStored(raw: string | null): Stored {
  if (!raw) return EMPTY;
  try {
    const v = JSON.parse(raw) as Partial<Stored>;
    const templates = Array.isArray(v.templates)
      ? v.templates.filter(
          (t) =>
            t &&
            typeof t.id === "string" &&
            t.id.startsWith("user:") &&
            typeof t.name === "string" &&
            templateTypes.includes(t.type),
        )
      : [];
    const usage: Record<string, number> = {};
    if (v.usage && typeof v.usage === "object")
      for (const [k, n] of Object.entries(v.usage)) if (Number.isInteger(n) && n > 0) usage[k] = n;
    return { templates, usage, lastSelected: typeof v.lastSelected === "string" ? v.lastSelected : null };
  } catch {
    return EMPTY;
  }
}

/** Storage key of a company's library data: the main account's id (sub-accounts share it). */
export function libraryStorageKey(user: { id: number; fid: number } | null | undefined): string {
  const company = user ? (user.fid > 1 ? user.fid : user.id) : 0;
  return `window_library:${company}`;
}
