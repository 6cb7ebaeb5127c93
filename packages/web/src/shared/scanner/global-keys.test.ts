import { afterEach, describe, expect, it, vi } from "vitest";
import { listenForScans } from "./global-keys.ts";

/** Dispatches `keys` at `target` as keydowns `gap` ms apart; answers whether each was prevented. */
function press(target: Element, keys: string[], gap: number, start = 10_000) {
  return keys.map((key, i) => {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, "timeStamp", { value: start + i * gap });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  });
}
const scan = (text: string) => [...text, "Enter"];
const CODE = "FEN1:U:N3DKQ7ZB5XWJ4HT2YLM6RCPAEI";

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = "";
});

function page() {
  document.body.innerHTML = `<div id="box"><input id="own" /></div><button id="save">Save</button><input id="other" />`;
  const emit = vi.fn();
  const box = document.getElementById("box");
  stop = listenForScans({ owns: (el) => box?.contains(el) ?? false, emit });
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { emit, own: get("own"), save: get("save"), other: get("other") };
}

describe("scans caught anywhere on the page", () => {
  it("on a focused button: the scan goes to the box and its Enter is swallowed", () => {
    const { emit, save } = page();
    const prevented = press(save, scan(CODE), 5);
    expect(emit).toHaveBeenCalledExactlyOnceWith(CODE);
    expect(prevented.at(-1)).toBe(true);
  });

  it("a person's keys and Enter on the button pass through", () => {
    const { emit, save } = page();
    const prevented = press(save, scan("abcdefgh"), 150);
    expect(emit).not.toHaveBeenCalled();
    expect(prevented.every((p) => !p)).toBe(true);
  });

  it("in another text field: the field keeps the keys, the scanner's Enter does not submit, no read", () => {
    const { emit, other } = page();
    const prevented = press(other, scan(CODE), 5);
    expect(emit).not.toHaveBeenCalled();
    expect(prevented.slice(0, -1).every((p) => !p)).toBe(true);
    expect(prevented.at(-1)).toBe(true);
  });

  it("in the box's own field: left to the field", () => {
    const { emit, own } = page();
    const prevented = press(own, scan(CODE), 5);
    expect(emit).not.toHaveBeenCalled();
    expect(prevented.every((p) => !p)).toBe(true);
  });

  it("stops listening when the box goes", () => {
    const { emit, save } = page();
    stop?.();
    stop = undefined;
    press(save, scan(CODE), 5);
    expect(emit).not.toHaveBeenCalled();
  });
});
