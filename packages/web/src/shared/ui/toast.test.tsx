import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../test/render.tsx";
import { TOAST_SECONDS, toast } from "./toast.ts";

// SPEC §8 (and §9 "toast and alert 3 s"): toasts — warning, success, info, error — show at the top
// and hide by themselves after 3000 ms. The clock is antd's own timer, driven by fake timers
// (nothing here waits in real time).

beforeAll(() => initTestI18n());
afterEach(() => {
  vi.useRealTimers();
});

/** The toasts on the page now, by their text. */
const notices = () => [...document.querySelectorAll(".ant-message-notice")].map((n) => n.textContent ?? "");

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe("a toast", () => {
  for (const kind of ["warning", "success", "info", "error"] as const)
    it(`(${kind}) shows at the top and hides itself after 3000 ms`, async () => {
      vi.useFakeTimers();
      expect(TOAST_SECONDS).toBe(3);
      await act(async () => {
        toast[kind](`Saved ${kind}`);
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(notices()).toContain(`Saved ${kind}`);
      // at the top: antd's top placement, 16 px below the window's top edge
      const list = document.querySelector<HTMLElement>(".ant-message-top");
      expect(list?.style.getPropertyValue("--notification-top")).toBe("16px");
      await advance(2900);
      expect(notices()).toContain(`Saved ${kind}`);
      await advance(400);
      expect(notices()).not.toContain(`Saved ${kind}`);
    });
});
