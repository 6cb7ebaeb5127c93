import { describe, expect, it } from "vitest";
import { feedbackFormSchema } from "./feedback.ts";

const valid = {
  area: "上海",
  userName: "王工",
  category: "design",
  content: "画推拉窗时尺寸标注重叠了",
  screenshots: ["0f8fad5b-d9cb-469f-a165-70867728950e"],
  source: "feedback",
  device: "desktop",
} as const;

const keysFor = (change: Record<string, unknown>) => {
  const result = feedbackFormSchema.safeParse({ ...valid, ...change });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("feedback form", () => {
  it("takes a valid feedback", () => {
    expect(keysFor({})).toEqual([]);
  });
  it("refuses lengths outside SPEC §5 and a missing screenshot", () => {
    expect(keysFor({ area: "沪" })).toEqual(["validation.feedback_area_length"]);
    expect(keysFor({ area: "a".repeat(21) })).toEqual(["validation.feedback_area_length"]);
    expect(keysFor({ userName: "王" })).toEqual(["validation.feedback_user_name_length"]);
    expect(keysFor({ userName: "a".repeat(51) })).toEqual(["validation.feedback_user_name_length"]);
    expect(keysFor({ content: "太短了" })).toEqual(["validation.feedback_content_length"]);
    expect(keysFor({ content: "a".repeat(201) })).toEqual(["validation.feedback_content_length"]);
    expect(keysFor({ screenshots: [] })).toEqual(["validation.feedback_screenshot_required"]);
    expect(keysFor({ category: "price" })).toEqual(["validation.feedback_category_invalid"]);
    expect(keysFor({ screenshots: ["../../etc/passwd"] })).toEqual(["validation.file_invalid"]);
  });
  it("keeps the edges", () => {
    expect(keysFor({ area: "ab", userName: "a".repeat(50), content: "a".repeat(10) })).toEqual([]);
    expect(keysFor({ area: "a".repeat(20), content: "a".repeat(200) })).toEqual([]);
  });
});
