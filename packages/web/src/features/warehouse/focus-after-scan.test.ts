import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { focusAfterScan, REFOCUS_FOR_MS } from "./focus-after-scan.ts";

describe("the count field takes the focus after a scan", () => {
  let count: HTMLInputElement;
  let other: HTMLButtonElement;
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<input data-testid="count" value="12"><button data-testid="colour">colour</button>';
    count = document.querySelector("input") as HTMLInputElement;
    other = document.querySelector("button") as HTMLButtonElement;
  });
  afterEach(() => vi.useRealTimers());

  it("takes it back while the camera's dialog returns the focus to its button", () => {
    focusAfterScan(() => count);
    vi.advanceTimersByTime(60);
    expect(document.activeElement).toBe(count);
    other.focus(); // the dialog closing, not the person
    vi.advanceTimersByTime(150);
    expect(document.activeElement).toBe(count);
  });

  it("leaves the focus where the person puts it: a select opened right after the scan stays open", () => {
    focusAfterScan(() => count);
    vi.advanceTimersByTime(60);
    other.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    other.focus();
    vi.advanceTimersByTime(REFOCUS_FOR_MS);
    expect(document.activeElement).toBe(other);
  });

  it("a key stops it too, and it ends by itself", () => {
    const stop = focusAfterScan(() => count);
    vi.advanceTimersByTime(60);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    other.focus();
    vi.advanceTimersByTime(300);
    expect(document.activeElement).toBe(other);
    stop();
    focusAfterScan(() => count);
    vi.advanceTimersByTime(REFOCUS_FOR_MS + 200);
    other.focus();
    vi.advanceTimersByTime(300);
    expect(document.activeElement).toBe(other);
  });
});
