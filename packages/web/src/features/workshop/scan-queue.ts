// The device's queue of scans not yet answered by the server: a scan is put here first (with
// its own id), sent, and taken out once the server has answered it — success or refusal. With
// no network the scans wait here (localStorage, so a reload or a closed tab keeps them) and are
// sent in order when the network returns; each keeps its id, so a scan sent twice (the answer
// was lost on the way back) is counted once by the server.
import type { QueuedScan } from "./workshop-api.ts";

export type ScanStore = { read(): QueuedScan[]; write(items: QueuedScan[]): void };

const KEY = "fenestra.workshop.scanQueue";

export const localScanStore: ScanStore = {
  read() {
    try {
      const parsed = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
      return Array.isArray(parsed) ? (parsed as QueuedScan[]) : [];
    } catch {
      return [];
    }
  },
  write(items) {
    localStorage.setItem(KEY, JSON.stringify(items));
  },
};

export function enqueue(store: ScanStore, scan: QueuedScan) {
  store.write([...store.read().filter((s) => s.scanId !== scan.scanId), scan]);
}

/** What sending one scan came to: answered (kept out of the queue) or "offline" (kept in it). */
export type SendOutcome<R> = { kind: "answered"; result: R } | { kind: "offline" };

/**
 * Sends the queued scans in order; each answered one leaves the queue and is reported. Stops at
 * the first that could not reach the server (it and the rest stay for the next try).
 */
export async function flush<R>(
  store: ScanStore,
  send: (scan: QueuedScan) => Promise<SendOutcome<R>>,
  report: (scan: QueuedScan, result: R) => void,
): Promise<number> {
  let sent = 0;
  for (const scan of store.read()) {
    const outcome = await send(scan);
    if (outcome.kind === "offline") break;
    store.write(store.read().filter((s) => s.scanId !== scan.scanId));
    report(scan, outcome.result);
    sent += 1;
  }
  return sent;
}
