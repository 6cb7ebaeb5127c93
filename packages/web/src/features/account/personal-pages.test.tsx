import { routes } from "@fenestra/api";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { openPageAt } from "../../app/router/open-page-at.tsx";
import { api } from "../../shared/api/client.ts";
import { SIGNED_IN_KEYS } from "../../shared/storage/keys.ts";
import { byTestId, click, settle, signIn, typeInto, viewPerTest } from "../../shared/test/render.tsx";

// The personal centre's information and application pages, each opened through its route as the
// app opens it (SPEC §2: personal-center/software, about-us, suggestion, open-business,
// ywy-share-info), and used the way a user would.

vi.mock("../../shared/api/client.ts", () => ({ api: { call: vi.fn() } }));

const shown = viewPerTest(vi.mocked(api.call));
const open = (path: string) => openPageAt(shown, path);

beforeEach(() => {
  localStorage.clear();
  signIn({ id: 3, fid: 0, nickname: "Li Ming", phone_number: "13900000009" });
});

const text = () => document.body.textContent ?? "";

describe("personal centre pages", { timeout: 30_000 }, () => {
  it("software: opens the product on this address, and shows it as a code to scan with a phone", async () => {
    const page = await open("/personal-center/software");
    const openLink = byTestId<HTMLAnchorElement>(page, "software-open");
    expect(openLink?.textContent).toBe("Open Fenestra");
    expect(openLink?.getAttribute("href")).toBe(`${window.location.origin}/home`);
    expect(byTestId(page, "software-qr")).not.toBeNull();
  });

  it("about-us: says what the product is and leads to the feedback page", async () => {
    const page = await open("/personal-center/about-us");
    expect(page.querySelector("h4, h3, h2, h1")?.textContent).toBe("About us");
    expect(text()).toContain("Fenestra is a web application for makers and dealers of windows and doors");
    const feedback = [...page.querySelectorAll("a")].find((a) => a.textContent === "Send us feedback");
    expect(feedback?.getAttribute("href")).toBe("/personal-center/feedback");
  });

  it("ywy-share-info: the salesperson's registration link carries their code and copies", async () => {
    const stored = JSON.parse(localStorage.getItem(SIGNED_IN_KEYS.userinfo) ?? "{}");
    localStorage.setItem(SIGNED_IN_KEYS.userinfo, JSON.stringify({ ...stored, invitation_code: "AB12CD" }));
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const page = await open("/personal-center/ywy-share-info");
    const link = `${window.location.origin}/register?invitation_code=AB12CD`;
    expect(byTestId(page, "ywy-share-code")?.textContent).toBe("AB12CD");
    expect(byTestId(page, "ywy-share-link")?.textContent).toBe(link);
    expect(text()).toContain("Li Ming");
    await click([...page.querySelectorAll("button")].find((b) => b.textContent?.includes("Copy link")));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(text()).toContain("Link copied");
  });

  it("open-business: the application form starts from the user's name and phone", async () => {
    const page = await open("/personal-center/open-business");
    expect(byTestId<HTMLInputElement>(page, "business-contact")?.value).toBe("Li Ming");
    expect(byTestId<HTMLInputElement>(page, "business-phone")?.value).toBe("13900000009");
    expect(byTestId(page, "business-submit")).not.toBeNull();
  });

  it("suggestion: a suggestion with its screenshot is sent as one, thanked, and listed as mine", async () => {
    const mine: unknown[] = [];
    const sent: unknown[] = [];
    vi.mocked(api.call).mockImplementation((async (
      route: unknown,
      args?: { body?: Record<string, unknown> },
    ) => {
      if (route === routes.feedback.mine) return { items: [...mine] };
      if (route === routes.files.upload)
        return { key: "0b6f6c2e-1f1a-4c1e-9a3b-5d8f2a1b7c90", url: "/f/1.png" };
      if (route === routes.feedback.submit) {
        sent.push(args?.body);
        mine.push({
          id: 41,
          ...args?.body,
          account: "13900000009",
          screenshots: ["/f/1.png"],
          language: "en-US",
          createdAt: "2026-11-30T09:00:00.000Z",
          replies: [],
        });
        return { id: 41 };
      }
      throw new Error("unexpected call");
    }) as never);
    const page = await open("/personal-center/suggestion");
    expect(byTestId(page, "feedback-page-suggestion")).not.toBeNull();
    expect(text()).toContain("No feedback yet");

    await typeInto(byTestId<HTMLInputElement>(page, "feedback-area") as HTMLInputElement, "Hanoi");
    await typeInto(byTestId<HTMLInputElement>(page, "feedback-user-name") as HTMLInputElement, "Li Ming");
    await typeInto(
      byTestId<HTMLTextAreaElement>(page, "feedback-content") as HTMLTextAreaElement,
      "Please add a folding door template.",
    );
    const file = byTestId<HTMLInputElement>(page, "feedback-shot-file") as HTMLInputElement;
    await act(async () => {
      Object.defineProperty(file, "files", {
        value: [new File([new Uint8Array([137, 80, 78, 71])], "shot.png", { type: "image/png" })],
        configurable: true,
      });
      file.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle(6);
    expect(page.querySelectorAll("img").length).toBeGreaterThan(0);

    await click(byTestId(page, "feedback-submit"), 10);
    expect(sent).toEqual([
      expect.objectContaining({
        area: "Hanoi",
        userName: "Li Ming",
        content: "Please add a folding door template.",
        category: "other",
        source: "suggestion",
        screenshots: ["0b6f6c2e-1f1a-4c1e-9a3b-5d8f2a1b7c90"],
      }),
    ]);
    expect(text()).toContain("Thank you, your feedback was sent");
    await settle(6);
    expect(byTestId(page, "my-feedback-item")?.textContent).toContain("Please add a folding door template.");
  });
});
