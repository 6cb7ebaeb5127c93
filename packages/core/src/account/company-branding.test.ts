import { describe, expect, it } from "vitest";
import { companyContactSchema, isWebAddress } from "./company-branding.ts";

const website = (text: string) => companyContactSchema.shape.website.safeParse(text);

describe("a company's website", () => {
  it("takes a web address as a company prints it, or none", () => {
    for (const ok of [
      "",
      "www.example.com",
      "example.cn",
      "https://www.example.com/about?x=1#top",
      "http://shop.example.com.cn:8080/",
      "HTTPS://EXAMPLE.COM",
      "门窗.中国",
      "  www.example.com  ",
    ])
      expect(website(ok).success, ok).toBe(true);
  });

  it("refuses what is no web address, saying what is wanted", () => {
    for (const bad of [
      "not a url",
      "x",
      "example",
      "www.example.c",
      "ftp://example.com",
      "http://",
      "-a.com",
    ]) {
      expect(isWebAddress(bad), bad).toBe(false);
      expect(website(bad).error?.issues[0]?.message, bad).toBe("validation.company_website_invalid");
    }
  });
});
