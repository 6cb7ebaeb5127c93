import { describe, expect, it } from "vitest";
import { exposureFor, photoLight, stepSettings, stepsUpTo } from "./render-steps.ts";

describe("the render's quality steps", () => {
  it("go from low up to the chosen quality", () => {
    expect(stepsUpTo("low")).toEqual(["low"]);
    expect(stepsUpTo("middle")).toEqual(["low", "middle"]);
    expect(stepsUpTo("high")).toEqual(["low", "middle", "high"]);
  });

  it("low draws at half the photo's size without shadows or the photo's light; middle and high at its size with both", () => {
    const photo = { width: 1600, height: 1200 };
    expect(stepSettings("low", photo, 8192)).toEqual({
      width: 800,
      height: 600,
      shadows: false,
      shadowMapSize: 1024,
      environment: false,
    });
    expect(stepSettings("middle", photo, 8192)).toMatchObject({ width: 1600, height: 1200, shadows: true });
    expect(stepSettings("high", photo, 8192)).toMatchObject({
      width: 1600,
      height: 1200,
      shadowMapSize: 2048,
      environment: true,
    });
  });

  it("never draws larger than the graphics card allows, keeping the photo's shape", () => {
    const s = stepSettings("high", { width: 8000, height: 6000 }, 4096);
    expect(s.width).toBe(4096);
    expect(s.height).toBe(3072);
  });
});

describe("the light read from a photo", () => {
  it("averages the upper and the lower half apart", () => {
    // 2 × 2: a blue sky row over a grey ground row
    const rgba = [0, 0, 255, 255, 0, 0, 255, 255, 128, 128, 128, 255, 128, 128, 128, 255];
    const light = photoLight(rgba, 2, 2);
    expect(light.sky).toEqual([0, 0, 1]);
    expect(light.ground.map((v) => Math.round(v * 255))).toEqual([128, 128, 128]);
    // luma of the mean colour (0, 0, 255) + (128, 128, 128) over two
    expect(light.brightness).toBeCloseTo(0.2126 * 0.251 + 0.7152 * 0.251 + 0.0722 * 0.751, 2);
  });

  it("makes a dark photo's window darker than a bright one's", () => {
    expect(exposureFor(0.1)).toBeLessThan(exposureFor(0.8));
    expect(exposureFor(2)).toBe(exposureFor(1));
  });
});
