import { afterEach, describe, expect, it, vi } from "vitest";
import { pricingUrl, salesChatUrl } from "./sales-links.ts";

// SPEC §7: the contact-sales chat and the pricing page with the phone_number query, each offered
// only where the deployment sets its address (issue 30).

afterEach(() => vi.unstubAllEnvs());

describe("the sales links", () => {
  it("are not offered when not set", () => {
    vi.stubEnv("VITE_SALES_CHAT_URL", "");
    vi.stubEnv("VITE_PRICING_URL", "");
    expect(salesChatUrl()).toBeNull();
    expect(pricingUrl("13900000001")).toBeNull();
  });
  it("open the chat as set, and the pricing page with the account's phone", () => {
    vi.stubEnv("VITE_SALES_CHAT_URL", "https://chat.example.com/sales");
    vi.stubEnv("VITE_PRICING_URL", "https://example.com/pricing?from=app");
    expect(salesChatUrl()).toBe("https://chat.example.com/sales");
    expect(pricingUrl("13900000001")).toBe("https://example.com/pricing?from=app&phone_number=13900000001");
    expect(pricingUrl(null)).toBe("https://example.com/pricing?from=app");
  });
});
