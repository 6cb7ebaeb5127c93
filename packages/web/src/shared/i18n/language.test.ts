import { describe, expect, it } from "vitest";
import { lastSegment, pageTitle, startingLanguage } from "./language.ts";

describe("starting language", () => {
  it("prefers the stored language", () => {
    expect(startingLanguage("vi-VN", ["zh-CN"])).toBe("vi-VN");
  });
  it("falls back to zh-CN when a browser language contains zh", () => {
    expect(startingLanguage(null, ["en-GB", "zh-TW"])).toBe("zh-CN");
    expect(startingLanguage("klingon", ["zh"])).toBe("zh-CN");
  });
  it("otherwise uses en-US", () => {
    expect(startingLanguage(undefined, ["ru-RU", "fr"])).toBe("en-US");
    expect(startingLanguage(null, [])).toBe("en-US");
  });
});

describe("page title", () => {
  it("is Chinese for zh-CN and Fenestra otherwise", () => {
    expect(pageTitle("zh-CN")).toBe("门窗智造");
    expect(pageTitle("en-US")).toBe("Fenestra");
    expect(pageTitle("ru-RU")).toBe("Fenestra");
    expect(pageTitle("vi-VN")).toBe("Fenestra");
  });
});

describe("missing keys", () => {
  it("show their last segment", () => {
    expect(lastSegment("auth:login.title")).toBe("title");
    expect(lastSegment("validation.password_length")).toBe("password_length");
    expect(lastSegment("plain")).toBe("plain");
  });
});
