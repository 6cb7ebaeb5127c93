// After a scan, the field where the counted number goes next takes the focus. The camera's
// dialog hands the focus back to its button as it closes (a moment later; longer on a slow
// phone), so the focus is put back on the field for a while — but only until the person does
// something themselves: a press or a key anywhere ends it, so a select opened right after the
// scan (the colour of the scanned line) stays open and takes its choice instead of being closed
// by the focus moving away (what made the inventory count's colour select drop a choice).

/** How long the field keeps taking the focus back after a scan (ms), and how often it looks. */
export const REFOCUS_FOR_MS = 2500;
const LOOK_EVERY_MS = 100;

/**
 * Focuses (and selects) the element `find` answers, again each time something else took the
 * focus, for REFOCUS_FOR_MS or until the person presses or types. Answers a function that stops it.
 */
export function focusAfterScan(find: () => HTMLElement | null, forMs = REFOCUS_FOR_MS): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    document.removeEventListener("pointerdown", stop, true);
    document.removeEventListener("keydown", stop, true);
  };
  document.addEventListener("pointerdown", stop, true);
  document.addEventListener("keydown", stop, true);
  const look = () => {
    if (stopped) return;
    const element = find();
    if (element && document.activeElement !== element) {
      element.scrollIntoView?.({ block: "center" });
      element.focus();
      if (element instanceof HTMLInputElement) element.select();
    }
    if (Date.now() - started < forMs) timer = setTimeout(look, LOOK_EVERY_MS);
    else stop();
  };
  timer = setTimeout(look, 50);
  return stop;
}
