import type { Catalogue, SeriesDirectory } from "../api/series-api.ts";

// The directory tree of the catalogue as antd Tree data, and the rules the UI checks before
// asking the server (which checks them again): series live in secondary directories only.

export interface DirectoryNode {
  key: number;
  title: string;
  isMain: boolean;
  children: DirectoryNode[];
}

export function directoryTree(directories: readonly SeriesDirectory[]): DirectoryNode[] {
  const byParent = new Map<number | null, SeriesDirectory[]>();
  for (const d of directories) {
    const list = byParent.get(d.parentId) ?? [];
    list.push(d);
    byParent.set(d.parentId, list);
  }
  const known = new Set(directories.map((d) => d.id));
  const build = (d: SeriesDirectory): DirectoryNode => ({
    key: d.id,
    title: d.name,
    isMain: d.isMain,
    children: (byParent.get(d.id) ?? []).map(build),
  });
  // Roots: no parent, or a parent this list does not hold.
  return directories.filter((d) => d.parentId === null || !known.has(d.parentId)).map(build);
}

/** Directories a series may be created in or moved to (every one but the main directory). */
export function seriesDirectories(catalogue: Catalogue | undefined): SeriesDirectory[] {
  return (catalogue?.directories ?? []).filter((d) => !d.isMain);
}

/** Series shown for the chosen directory: its own series, or all of them for the main directory. */
export function seriesIn(catalogue: Catalogue | undefined, directoryId: number | null) {
  const all = catalogue?.series ?? [];
  const dir = catalogue?.directories.find((d) => d.id === directoryId);
  if (directoryId === null || !dir || dir.isMain) return all;
  return all.filter((s) => s.directoryId === directoryId);
}
