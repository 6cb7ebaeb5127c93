import { describe, expect, it } from "vitest";
import type { Catalogue } from "../api/series-api.ts";
import { directoryTree, seriesDirectories, seriesIn } from "./catalogue-tree.ts";

const summary = (id: number, directoryId: number) => ({
  id,
  directoryId,
  name: `S${id}`,
  material: "aluminium",
  version: 1,
  shared: false,
  shareDescription: "",
  isDefault: false,
  updatedAt: "",
  builds: [],
});
const catalogue: Catalogue = {
  directories: [
    { id: 1, parentId: null, name: "", isMain: true, version: 0 },
    { id: 2, parentId: 1, name: "Aluminium", isMain: false, version: 0 },
    { id: 3, parentId: 2, name: "Casement", isMain: false, version: 0 },
    { id: 4, parentId: 1, name: "uPVC", isMain: false, version: 0 },
  ],
  series: [summary(10, 2), summary(11, 3), summary(12, 4)],
};

describe("catalogue tree", () => {
  it("nests directories under their parents from the main directory down", () => {
    const [main] = directoryTree(catalogue.directories);
    expect(main?.isMain).toBe(true);
    expect(main?.children.map((c) => c.title)).toEqual(["Aluminium", "uPVC"]);
    expect(main?.children[0]?.children.map((c) => c.key)).toEqual([3]);
  });

  it("offers every directory but the main one for series (SPEC §8: the main directory holds no products)", () => {
    expect(seriesDirectories(catalogue).map((d) => d.id)).toEqual([2, 3, 4]);
  });

  it("lists a directory's own series, and all of them for the main directory or none chosen", () => {
    expect(seriesIn(catalogue, 2).map((s) => s.id)).toEqual([10]);
    expect(seriesIn(catalogue, 1).map((s) => s.id)).toEqual([10, 11, 12]);
    expect(seriesIn(catalogue, null).map((s) => s.id)).toEqual([10, 11, 12]);
  });
});
