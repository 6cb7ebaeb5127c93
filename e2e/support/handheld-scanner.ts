import type { Page } from "@playwright/test";

/**
 * Types `code` and Enter as a handheld scanner does: real key events in Chromium, one every
 * `gapMs`. The keys carry their own times (CDP Input.dispatchKeyEvent `timestamp`, which becomes
 * the event's timeStamp), so the gaps the page measures are the scanner's and not the test
 * runner's: `keyboard.type` with a 4 ms delay left 50 ms and more between keys on a loaded machine,
 * and the page rightly took the first key for a person's.
 */
export async function scanWithHandheld(page: Page, code: string, gapMs = 4) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((ch) => ({ key: ch, text: ch })).concat({ key: "Enter", text: "\r" });
  for (const [i, { key, text }] of keys.entries()) {
    const at = start + (i * gapMs) / 1000;
    const enter = key === "Enter" ? { code: "Enter", windowsVirtualKeyCode: 13 } : {};
    await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key, text, timestamp: at, ...enter });
    await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key, timestamp: at + 0.001, ...enter });
  }
  await cdp.detach();
}
