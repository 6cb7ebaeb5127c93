// Which library template a drawing page starts from: /draw?template=<id> names it by its id
// ("casement-2", "builtin:casement-2", "user:3"); /windoortype/{catelog_id}/{id} names it by its
// catalogue ("builtin", "user", or a template type such as "casement") and its id there.

type Named = { id: string; type: string };

export function findStartingTemplate<T extends Named>(
  templates: readonly T[],
  id: string,
  catalogue: string | null = null,
): T | undefined {
  const byId = (key: string) => templates.find((t) => t.id === key);
  if (id.includes(":")) return byId(id);
  if (catalogue === "builtin" || catalogue === "user") return byId(`${catalogue}:${id}`);
  const candidates = [byId(`builtin:${id}`), byId(`user:${id}`)].filter((t): t is T => Boolean(t));
  return candidates.find((t) => t.type === catalogue) ?? candidates[0];
}
