import { describe, expect, it } from "vitest";
import {
  cornersSchema,
  DEFAULT_RENDER_SETTINGS,
  isConvexOpening,
  renderSettingsSchema,
  renderTitleSchema,
  shareHoursSchema,
  sunSchema,
} from "./render-fields.ts";

const square = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
] as const;

/** The message key and values of the first issue. */
function refusal(result: { success: boolean; error?: { issues: { message: string; params?: unknown }[] } }) {
  expect(result.success).toBe(false);
  const issue = result.error?.issues[0];
  return { key: issue?.message, params: issue?.params };
}

describe("the opening's four corners", () => {
  it("takes a convex quadrilateral in either winding, a perspective one included", () => {
    expect(isConvexOpening(square)).toBe(true);
    expect(isConvexOpening([...square].reverse())).toBe(true);
    expect(
      isConvexOpening([
        [100, 50],
        [400, 80],
        [390, 500],
        [110, 470],
      ]),
    ).toBe(true);
  });
  it("refuses crossed corners, three in a line, a repeated corner and a concave shape", () => {
    expect(isConvexOpening([square[0], square[2], square[1], square[3]])).toBe(false);
    expect(
      isConvexOpening([
        [0, 0],
        [5, 0],
        [10, 0],
        [0, 10],
      ]),
    ).toBe(false);
    expect(isConvexOpening([square[0], square[0], square[2], square[3]])).toBe(false);
    expect(
      isConvexOpening([
        [0, 0],
        [10, 0],
        [3, 3],
        [0, 10],
      ]),
    ).toBe(false);
  });
  it("refuses with one message that says the pixel range", () => {
    expect(cornersSchema.safeParse(square.map((c) => [...c])).success).toBe(true);
    for (const bad of [
      square.slice(0, 3),
      [
        [0, 0],
        [10, 0],
        [10, -1],
        [0, 10],
      ],
      [
        [0, 0],
        [10, 0],
        [3, 3],
        [0, 10],
      ],
    ]) {
      expect(refusal(cornersSchema.safeParse(bad))).toEqual({
        key: "validation.render_corners",
        params: { max: 20_000 },
      });
    }
  });
});

describe("render fields", () => {
  it("says the allowed sun angles and link hours", () => {
    expect(refusal(sunSchema.safeParse({ azimuth: 10, elevation: 91 }))).toEqual({
      key: "validation.degrees_between",
      params: { min: 0, max: 90 },
    });
    expect(shareHoursSchema.safeParse(null).success).toBe(true);
    expect(refusal(shareHoursSchema.safeParse(2.5))).toEqual({
      key: "validation.hours_between",
      params: { min: 1, max: 8760 },
    });
  });
  it("wants a title of 1 to 60 characters, never only spaces", () => {
    expect(renderTitleSchema.parse("  Facade  ")).toBe("Facade");
    expect(refusal(renderTitleSchema.safeParse("   ")).key).toBe("validation.render_title_required");
    expect(refusal(renderTitleSchema.safeParse("x".repeat(61)))).toEqual({
      key: "validation.text_too_long",
      params: { max: 60 },
    });
  });
  it("starts a company on settings its own form accepts", () => {
    expect(renderSettingsSchema.parse(DEFAULT_RENDER_SETTINGS)).toEqual(DEFAULT_RENDER_SETTINGS);
  });
});
