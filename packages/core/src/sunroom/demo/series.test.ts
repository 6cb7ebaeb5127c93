// The demo sunroom series named in the interface's language, its colours in the words of the
// facets' series (a company seeded in Chinese has 银色, whatever language its interface is in).
import { describe, expect, it } from "vitest";
import { compileSunroomSeries } from "../series.ts";
import { demoSunroomSeries } from "./series.ts";

describe("the demo sunroom series' words", () => {
  it("names its lines in one language and its colours in another", () => {
    const s = demoSunroomSeries("en-US", "zh-CN");
    expect(s.catalogue.profiles.find((p) => p.code === "DP80")!.name).toBe(
      demoSunroomSeries("en-US").catalogue.profiles.find((p) => p.code === "DP80")!.name,
    );
    expect(s.catalogue.profiles[0]!.colours).toEqual(["银色", "石墨灰", "白色"]);
    expect(compileSunroomSeries(s).compiled.issues).toEqual([]);
  });
});
