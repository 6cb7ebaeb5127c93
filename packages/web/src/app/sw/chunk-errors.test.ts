import type { RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ui } from "../../shared/state/ui-store.ts";
import { withChunkErrors } from "../router/with-chunk-errors.ts";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from "./chunk-errors.ts";

beforeEach(() => ui.closeRefreshNotice());
afterEach(() => vi.useRealTimers());

describe("chunk load failures (SPEC §8)", () => {
  it("a failed import shows the system-refresh snackbar and rejects with a ChunkLoadError", async () => {
    const failing = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /a.js"));
    await expect(loadChunk(failing)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(ui.get().refreshNotice).toBe("chunk");
  });

  it("a chunk still loading after 120000 ms counts as failed", async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const outcome = pending.catch((error: unknown) => error);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(ui.get().refreshNotice).toBeNull();
    vi.advanceTimersByTime(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(ui.get().refreshNotice).toBe("chunk");
  });

  it("a chunk that loads resolves with the module and shows nothing", async () => {
    await expect(loadChunk(async () => ({ Component: "page" }))).resolves.toEqual({ Component: "page" });
    expect(ui.get().refreshNotice).toBeNull();
  });

  it("recognises the browsers' dynamic-import failure messages", () => {
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("wraps every lazy route, nested ones included, and leaves the rest of the route alone", async () => {
    const routes: RouteObject[] = [
      {
        path: "a",
        handle: { name: "a" },
        lazy: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
        children: [{ path: "b", lazy: async () => ({ handle: { name: "b" } }) }],
      },
      { path: "c" },
    ];
    const [a, c] = withChunkErrors(routes);
    if (!a) throw new Error("route a missing");
    expect(a.handle).toEqual({ name: "a" });
    expect(c).toEqual({ path: "c" });
    const childLazy = a.children?.[0]?.lazy as () => Promise<unknown>;
    await expect(childLazy()).resolves.toEqual({ handle: { name: "b" } });
    expect(ui.get().refreshNotice).toBeNull();
    await expect((a.lazy as () => Promise<unknown>)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(ui.get().refreshNotice).toBe("chunk");
  });

  it("a page waits for its preparation (translations) as well as its chunk", async () => {
    const log: string[] = [];
    let finish = () => {};
    const prepared = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const [route] = withChunkErrors([{ path: "p", lazy: async () => ({ handle: { name: "p" } }) }], () => {
      log.push("prepare");
      return prepared;
    });
    const lazy = route?.lazy as () => Promise<unknown>;
    const loading = lazy().then((m) => {
      log.push("page");
      return m;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(["prepare"]);
    finish();
    await expect(loading).resolves.toEqual({ handle: { name: "p" } });
    expect(log).toEqual(["prepare", "page"]);
  });
});
