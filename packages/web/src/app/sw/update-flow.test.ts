import { describe, expect, it } from "vitest";
import { RELOAD_DELAY_MS, SKIP_WAITING, UPDATE_CHECK_MS, watchForUpdates } from "./update-flow.ts";

function fakeWorker(state = "installing") {
  const listeners: (() => void)[] = [];
  return {
    state,
    messages: [] as unknown[],
    postMessage(message: unknown) {
      this.messages.push(message);
    },
    addEventListener(_type: "statechange", listener: () => void) {
      listeners.push(listener);
    },
    become(next: string) {
      this.state = next;
      for (const l of listeners) l();
    },
  };
}

function setup(controller: unknown, waiting: ReturnType<typeof fakeWorker> | null = null) {
  const log: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const intervals: { fn: () => void; ms: number }[] = [];
  let onUpdateFound = () => {};
  let onControllerChange = () => {};
  const registration = {
    waiting,
    installing: null as ReturnType<typeof fakeWorker> | null,
    update: async () => {
      log.push("update-check");
    },
    addEventListener: (_: "updatefound", l: () => void) => {
      onUpdateFound = l;
    },
  };
  const container = {
    controller,
    addEventListener: (_: "controllerchange", l: () => void) => {
      onControllerChange = l;
    },
  };
  watchForUpdates(registration, container, {
    showNotice: () => log.push("notice"),
    reload: () => log.push("reload"),
    setInterval: (fn, ms) => intervals.push({ fn, ms }),
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
  });
  return {
    log,
    timers,
    intervals,
    registration,
    found: () => onUpdateFound(),
    changed: () => onControllerChange(),
  };
}

describe("service worker update flow", () => {
  it("checks for updates every hour", () => {
    const { intervals, log } = setup({});
    expect(intervals.map((i) => i.ms)).toEqual([UPDATE_CHECK_MS]);
    intervals[0]!.fn();
    expect(log).toEqual(["update-check"]);
  });

  it("tells a newly installed worker to skip waiting, then shows the notice and reloads after 3 s", () => {
    const { registration, found, changed, log, timers } = setup({});
    const worker = fakeWorker();
    registration.installing = worker;
    found();
    worker.become("installed");
    expect(worker.messages).toEqual([SKIP_WAITING]);
    changed();
    expect(log).toEqual(["notice"]);
    expect(timers.map((t) => t.ms)).toEqual([RELOAD_DELAY_MS]);
    timers[0]!.fn();
    expect(log).toEqual(["notice", "reload"]);
  });

  it("takes over with a worker already waiting at start-up", () => {
    const waiting = fakeWorker("installed");
    setup({}, waiting);
    expect(waiting.messages).toEqual([SKIP_WAITING]);
  });

  it("does nothing on the very first install (no previous controller)", () => {
    const { registration, found, changed, log, timers } = setup(null);
    const worker = fakeWorker();
    registration.installing = worker;
    found();
    worker.become("installed");
    changed();
    expect(worker.messages).toEqual([]);
    expect(log).toEqual([]);
    expect(timers).toEqual([]);
  });
});
