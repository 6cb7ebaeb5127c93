import { describe, expect, it } from "vitest";
import { enqueue, flush, type ScanStore, type SendOutcome } from "./scan-queue.ts";
import type { QueuedScan } from "./workshop-api.ts";

function memoryStore(): ScanStore {
  let items: QueuedScan[] = [];
  return { read: () => items, write: (next) => (items = next) };
}
const scan = (scanId: string): QueuedScan => ({ scanId, code: `FEN1:U:${scanId}`, contractId: 1, at: "" });

describe("the device's scan queue", () => {
  it("keeps scans while offline and sends them in order, each once, when the network returns", async () => {
    const store = memoryStore();
    enqueue(store, scan("a"));
    enqueue(store, scan("b"));
    let online = false;
    const sent: string[] = [];
    const send = async (s: QueuedScan): Promise<SendOutcome<string>> => {
      if (!online) return { kind: "offline" };
      sent.push(s.scanId);
      return { kind: "answered", result: `ok ${s.scanId}` };
    };
    const reported: string[] = [];
    expect(await flush(store, send, (_, r) => reported.push(r))).toBe(0);
    expect(store.read().map((s) => s.scanId)).toEqual(["a", "b"]);
    online = true;
    expect(await flush(store, send, (_, r) => reported.push(r))).toBe(2);
    expect(sent).toEqual(["a", "b"]);
    expect(reported).toEqual(["ok a", "ok b"]);
    expect(store.read()).toEqual([]);
  });

  it("stops at the first scan that cannot be sent and keeps it and the later ones", async () => {
    const store = memoryStore();
    for (const id of ["a", "b", "c"]) enqueue(store, scan(id));
    const send = async (s: QueuedScan): Promise<SendOutcome<string>> =>
      s.scanId === "b" ? { kind: "offline" } : { kind: "answered", result: s.scanId };
    await flush(store, send, () => {});
    expect(store.read().map((s) => s.scanId)).toEqual(["b", "c"]);
  });

  it("a scan queued twice under one id is one scan", () => {
    const store = memoryStore();
    enqueue(store, scan("a"));
    enqueue(store, scan("a"));
    expect(store.read()).toHaveLength(1);
  });
});
