// A handheld barcode scanner is a keyboard: it "types" what it read, one key every few
// milliseconds, and presses Enter. A person cannot type that fast for long. This detector tells
// a scan from typing by timing alone, key by key, so the page can take the scan wherever the
// focus is and keep the scanner's Enter from clicking the focused button or submitting a form.
// Pure: the caller passes each key with its time (event.timeStamp) and the state it got back.

export type KeyBurstOptions = {
  /** Longest pause between two keys of a scan (ms). Scanners send a key every 2–30 ms. */
  maxGapMs: number;
  /** Fewest characters a scan has; fewer fast keys and an Enter are a person's. */
  minLength: number;
};

export const DEFAULT_KEY_BURST: KeyBurstOptions = { maxGapMs: 50, minLength: 6 };

export type KeyBurstState = {
  /** Characters of the burst so far (each came within maxGapMs of the one before). */
  text: string;
  /** Time of the last character, or -Infinity before any. */
  lastAt: number;
};

export const EMPTY_BURST: KeyBurstState = { text: "", lastAt: Number.NEGATIVE_INFINITY };

export type KeyBurstStep = {
  state: KeyBurstState;
  /** The text a scanner sent, on the Enter that ends it. */
  scan?: string;
  /**
   * Whether the key belongs to a scan and must do nothing else: the Enter ending a scan, and a
   * space or character in the middle of one (a space would press a focused button).
   */
  swallow: boolean;
};

/** Keys that change no text and interrupt nothing: scanners hold Shift for capitals. */
const MODIFIERS = new Set(["Shift", "Control", "Alt", "AltGraph", "Meta", "CapsLock", "NumLock"]);

/** One key (`KeyboardEvent.key`) at time `at` (ms). */
export function feedKey(
  state: KeyBurstState,
  key: string,
  at: number,
  options: KeyBurstOptions = DEFAULT_KEY_BURST,
): KeyBurstStep {
  if (MODIFIERS.has(key)) return { state, swallow: false };
  const fast = at - state.lastAt <= options.maxGapMs;
  if (key === "Enter") {
    const isScan = fast && [...state.text].length >= options.minLength;
    return isScan
      ? { state: EMPTY_BURST, scan: state.text, swallow: true }
      : { state: EMPTY_BURST, swallow: false };
  }
  if ([...key].length !== 1) return { state: EMPTY_BURST, swallow: false };
  if (!fast) return { state: { text: key, lastAt: at }, swallow: false };
  const text = state.text + key;
  // From the second fast key on, the keys are the scanner's: nothing else may act on them.
  return { state: { text, lastAt: at }, swallow: true };
}

/**
 * Camera reads: a label in view is read again in every frame. A text counts once; the same text
 * counts again only after it has been out of sight for `holdMs` (the worker took the phone away
 * and scans it again). Answers whether this read is new, and the state to keep.
 */
export type ReadState = { text: string; lastSeenAt: number } | null;

export function isNewRead(
  state: ReadState,
  text: string,
  at: number,
  holdMs = 1500,
): { isNew: boolean; state: ReadState } {
  const isNew = state === null || state.text !== text || at - state.lastSeenAt > holdMs;
  return { isNew, state: { text, lastSeenAt: at } };
}
