import { describe, expect, it } from "vitest";
import { guideFor, guideLink, topicOf } from "./guide-topics.ts";

describe("the tutorial link opens the guide of the page it is on", () => {
  it.each([
    ["/draw", "drawing"],
    ["/trial", "drawing"],
    ["/windoortype/3/12", "drawing"],
    ["/product-manage/script/4", "formulas"],
    ["/orders/cutOptimizer", "optimizing"],
    ["/orders/cutOptimizerResult", "optimizing"],
    ["/orders/group-detail/7", "contracts"],
    ["/orders", "contracts"],
    ["/manage/workshop", "workshop"],
    ["/manage/scan", "workshop"],
    ["/manage/wareHouse/surplus", "warehouse"],
    ["/home", "drawing"],
    ["/manage/financial", "drawing"],
  ])("%s → %s", (path, topic) => {
    expect(guideFor(path)).toBe(topic);
  });

  it("links to /userGuide with the topic, which the guide page reads back", () => {
    expect(guideLink("/manage/wareHouse")).toBe("/userGuide?topic=warehouse");
    expect(topicOf("?topic=warehouse")).toBe("warehouse");
    expect(topicOf("?topic=nonsense")).toBe("drawing");
    expect(topicOf("")).toBe("drawing");
  });
});
