// @vitest-environment node
import { describe, expect, it } from "vitest";
import { EMPTY_BURST, feedKey, isNewRead, type KeyBurstState } from "./key-burst.ts";

/** Feeds keys typed at the given times; answers the scans found and whether each key was swallowed. */
function type(keys: readonly (readonly [string, number])[]) {
  let state: KeyBurstState = EMPTY_BURST;
  const scans: string[] = [];
  const swallowed: boolean[] = [];
  for (const [key, at] of keys) {
    const step = feedKey(state, key, at);
    state = step.state;
    if (step.scan !== undefined) scans.push(step.scan);
    swallowed.push(step.swallow);
  }
  return { scans, swallowed };
}

/** `text` as a scanner sends it: a key every `gap` ms from `start`, then Enter. */
const scanner = (text: string, start = 1000, gap = 8): [string, number][] => [
  ...[...text].map((ch, i): [string, number] => [ch, start + i * gap]),
  ["Enter", start + text.length * gap],
];
/** `text` as a person types it: a key every 140 ms, then Enter. */
const person = (text: string, start = 1000) => scanner(text, start, 140);

const CODE = "FEN1:U:N3DKQ7ZB5XWJ4HT2YLM6RCPAEI";

describe("key-burst detector", () => {
  it("takes a scanner's fast keys ending in Enter as one scan, and swallows its Enter", () => {
    const { scans, swallowed } = type(scanner(CODE));
    expect(scans).toEqual([CODE]);
    expect(swallowed.at(-1)).toBe(true);
  });

  it("leaves a person's typing and Enter alone (Enter on a focused button still clicks it)", () => {
    const { scans, swallowed } = type(person("hello world"));
    expect(scans).toEqual([]);
    expect(swallowed.every((s) => !s)).toBe(true);
  });

  it("ignores the Shift a scanner holds for capitals", () => {
    const keys = scanner("ABCDEF").flatMap(([k, t]): [string, number][] =>
      k === "Enter"
        ? [[k, t]]
        : [
            ["Shift", t - 1],
            [k, t],
          ],
    );
    expect(type(keys).scans).toEqual(["ABCDEF"]);
  });

  it("does not take a short fast burst (two keys rolled together) for a scan", () => {
    expect(type(scanner("ok")).scans).toEqual([]);
    expect(type(scanner("12345")).scans).toEqual([]);
    expect(type(scanner("123456")).scans).toEqual(["123456"]);
  });

  it("starts over after a pause: what a person typed before is not part of the scan", () => {
    const keys = [...person("abc", 0)].filter(([k]) => k !== "Enter");
    const { scans } = type([...keys, ...scanner("6901234567892", 5000)]);
    expect(scans).toEqual(["6901234567892"]);
  });

  it("is no scan when Enter comes long after the last key", () => {
    const keys = scanner("6901234567892");
    const last = keys.at(-1);
    if (last) last[1] += 500;
    expect(type(keys).scans).toEqual([]);
  });

  it("a key like Tab or Backspace breaks a burst: only what follows it is read", () => {
    const keys = scanner("6901234567892");
    keys.splice(5, 0, ["Backspace", 1000 + 5 * 8 - 1]);
    expect(type(keys).scans).toEqual(["34567892"]);
  });

  it("reads two scans in a row", () => {
    expect(type([...scanner(CODE, 1000), ...scanner("6901234567892", 3000)]).scans).toEqual([
      CODE,
      "6901234567892",
    ]);
  });
});

describe("camera reads", () => {
  it("count a label once while it stays in view, and again after it was away", () => {
    let state = null as Parameters<typeof isNewRead>[0];
    const seen: boolean[] = [];
    for (const [text, at] of [
      ["A", 0],
      ["A", 100],
      ["A", 200],
      ["B", 300],
      ["A", 400],
      ["A", 500],
      ["A", 3000],
    ] as const) {
      const r = isNewRead(state, text, at);
      state = r.state;
      seen.push(r.isNew);
    }
    expect(seen).toEqual([true, false, false, true, true, false, true]);
  });
});
