import { describe, expect, it } from "vitest";
import { afterSignIn } from "./after-sign-in.ts";

describe("after signing in on /login", () => {
  it("goes on to the consent a partner application's request was waiting for", () => {
    const query =
      "response_type=code&client_id=app_1&redirect_uri=https%3A%2F%2Fpartner.example%2Fcb&state=s1";
    expect(afterSignIn(new URLSearchParams(query))).toBe(`/authorize?${query}`);
  });

  it("goes home otherwise, whatever else the query holds", () => {
    expect(afterSignIn(new URLSearchParams("invite=ABC123"))).toBe("/home");
    expect(afterSignIn(new URLSearchParams("redirect=https://evil.example"))).toBe("/home");
    expect(afterSignIn(new URLSearchParams(""))).toBe("/home");
  });
});
