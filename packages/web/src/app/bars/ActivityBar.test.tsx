import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCAL_KEYS, SESSION_KEYS } from "../../shared/storage/keys.ts";
import { initTestI18n } from "../../shared/test/render.tsx";
import { ActivityBar, activityBarWanted } from "./ActivityBar.tsx";

// SPEC §2: the activity bar counts down every second; closing it is remembered for the session,
// and "don't show again" is remembered in local storage.

const NOW = Date.parse("2026-11-22T10:00:00Z");
const activity = { note: "Winter sale", end_time: "2026-11-23T11:02:03Z" };

beforeAll(initTestI18n);

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  sessionStorage.clear();
  localStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe("activity bar", () => {
  it("shows a running activity unless closed this session or hidden for good", () => {
    expect(activityBarWanted(activity)).toBe(true);
    expect(activityBarWanted(null)).toBe(false);
    expect(activityBarWanted({ ...activity, end_time: "2026-11-22T09:59:59Z" })).toBe(false);
    sessionStorage.setItem(SESSION_KEYS.activityClosed, "1");
    expect(activityBarWanted(activity)).toBe(false);
    sessionStorage.clear();
    localStorage.setItem(LOCAL_KEYS.activityHideAlways, "1");
    expect(activityBarWanted(activity)).toBe(false);
  });

  it("ticks down every second", () => {
    act(() => root.render(<ActivityBar activity={activity} onClose={() => {}} />));
    expect(text("activity-countdown")).toBe("Ends in 1d 1h 2m 3s");
    act(() => vi.advanceTimersByTime(1000));
    expect(text("activity-countdown")).toBe("Ends in 1d 1h 2m 2s");
    act(() => vi.advanceTimersByTime(3000));
    expect(text("activity-countdown")).toBe("Ends in 1d 1h 1m 59s");
  });

  it("closing remembers it for the session; with 'don't show again' also in local storage", () => {
    const onClose = vi.fn();
    act(() => root.render(<ActivityBar activity={activity} onClose={onClose} />));
    const close = container.querySelector<HTMLButtonElement>('button[aria-label="Close"]');
    act(() => close?.click());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(SESSION_KEYS.activityClosed)).toBe("1");
    expect(localStorage.getItem(LOCAL_KEYS.activityHideAlways)).toBeNull();

    sessionStorage.clear();
    act(() => container.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click());
    act(() => close?.click());
    expect(localStorage.getItem(LOCAL_KEYS.activityHideAlways)).toBe("1");
  });
});
