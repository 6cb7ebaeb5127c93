import { ui } from "../../shared/state/ui-store.ts";

/** SPEC §9: a script or stylesheet chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`chunk load failed: ${String((cause as Error)?.message ?? cause)}`);
    this.name = "ChunkLoadError";
  }
}

const CHUNK_MESSAGES = [
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
  "Unable to preload CSS",
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = String((error as Error)?.message ?? "");
  return CHUNK_MESSAGES.some((text) => message.includes(text));
}

/** Wraps a lazy import: a failure or a 120 s stall shows the system-refresh snackbar. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      ui.showRefreshNotice("chunk");
      reject(new ChunkLoadError("timeout"));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        ui.showRefreshNotice("chunk");
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/** Vite reports a failed preload of a chunk's dependencies (JS or CSS) with this event. */
export function listenForPreloadErrors(target: Window = window): void {
  target.addEventListener("vite:preloadError", () => ui.showRefreshNotice("chunk"));
}
