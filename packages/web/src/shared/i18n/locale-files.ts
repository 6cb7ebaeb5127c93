// Every src/locales/<lang>/<namespace>.json is found here, so a namespace added later (by any
// feature) joins without touching this file. Each language loads on demand as its own chunk.
const loaders = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", { import: "default" });

interface LocaleFile {
  language: string;
  namespace: string;
  load: () => Promise<Record<string, unknown>>;
}

const files: LocaleFile[] = Object.entries(loaders).map(([path, load]) => {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return { language: match?.[1] ?? "", namespace: match?.[2] ?? "", load };
});

export const NAMESPACES: readonly string[] = [...new Set(files.map((f) => f.namespace))].sort();

export async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const file = files.find((f) => f.language === language && f.namespace === namespace);
  return file ? file.load() : {};
}
