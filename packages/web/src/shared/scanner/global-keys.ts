// One window-wide key listener for handheld scanners, shared by every mounted ScanBox: the most
// recently mounted enabled box receives a scan made while the focus is anywhere else on the
// page (a button, the page itself). Where the focus is decides what else happens:
// - in the box's own field: the field takes the keys and its Enter (ScanBox handles it);
// - on a button, a link or nothing: the scan goes to the box, and its keys and Enter are
//   swallowed (the scanner's Enter never clicks the focused button or submits a form);
// - in another text field: that field keeps what was typed into it (it is the person's), but the
//   scanner's Enter is swallowed so it does not submit that field's form.
import { EMPTY_BURST, feedKey, type KeyBurstState } from "./key-burst.ts";

export type GlobalScanTarget = {
  /** Whether the element is part of this box (its field, its camera button). */
  owns(element: Element | null): boolean;
  emit(text: string): void;
};

const targets: GlobalScanTarget[] = [];
let burst: KeyBurstState = EMPTY_BURST;

function isEditable(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !["button", "checkbox", "radio", "submit", "reset", "file", "image", "color", "range"].includes(
    element.type,
  );
}

function onKeyDown(event: KeyboardEvent) {
  const target = targets.at(-1);
  if (!target || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
  const focused = event.target instanceof Element ? event.target : null;
  if (target.owns(focused) && isEditable(focused)) {
    burst = EMPTY_BURST;
    return;
  }
  const step = feedKey(burst, event.key, event.timeStamp);
  burst = step.state;
  if (isEditable(focused)) {
    if (step.scan !== undefined) {
      event.preventDefault();
      event.stopPropagation();
    }
    return;
  }
  if (step.swallow) {
    event.preventDefault();
    event.stopPropagation();
  }
  if (step.scan !== undefined) target.emit(step.scan);
}

/** Adds a box to the receivers (last added receives); answers the function that removes it. */
export function listenForScans(target: GlobalScanTarget): () => void {
  if (targets.length === 0) window.addEventListener("keydown", onKeyDown, true);
  targets.push(target);
  return () => {
    const i = targets.indexOf(target);
    if (i >= 0) targets.splice(i, 1);
    if (targets.length === 0) {
      window.removeEventListener("keydown", onKeyDown, true);
      burst = EMPTY_BURST;
    }
  };
}
