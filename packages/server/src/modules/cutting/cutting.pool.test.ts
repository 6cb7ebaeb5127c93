import { EventEmitter } from "node:events";
import type { Worker } from "node:worker_threads";
import type { PieceGroup } from "@fenestra/core/cutting/index";
import { describe, expect, it } from "vitest";
import { CuttingPool } from "./cutting.pool.ts";

// SPEC §8's queue message: while the pool's workers are busy, a request's groups wait, and the
// page asks where its ticket stands — how many of its company's requests are in the pool, and
// its place in the queue. Workers here are stand-ins that finish when the test says.

class StandInWorker extends EventEmitter {
  readonly sent: { id: number }[] = [];
  postMessage(message: { id: number }) {
    this.sent.push(message);
  }
  /** Answers the job it was last sent. */
  finish() {
    const last = this.sent.at(-1);
    if (last) this.emit("message", { id: last.id, result: { done: last.id } });
  }
  unref() {}
  async terminate() {
    return 0;
  }
}

const group = { profile: "F001", color: "white" } as unknown as PieceGroup;

describe("the cutting pool's queue", () => {
  it("says how many of a company's requests are in the pool and where a ticket waits", async () => {
    const workers: StandInWorker[] = [];
    const pool = new CuttingPool(1, () => {
      const worker = new StandInWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    });
    const a = { company: 1, request: "ticket-a" };
    const b = { company: 1, request: "ticket-b" };
    const other = { company: 2, request: "ticket-c" };
    // a: two groups (the first runs), c of another company, then b
    const runs = [pool.run(group, a), pool.run(group, a), pool.run(group, other), pool.run(group, b)];
    expect(pool.standing(1, "ticket-a")).toEqual({ inUse: 2, position: 1 });
    expect(pool.standing(2, "ticket-c")).toEqual({ inUse: 1, position: 2 });
    expect(pool.standing(1, "ticket-b")).toEqual({ inUse: 2, position: 3 });
    // a ticket another company sent is not this company's to ask about
    expect(pool.standing(1, "ticket-c")).toEqual({ inUse: 2, position: 0 });

    workers[0]?.finish(); // a's first group done: its second runs
    expect(pool.standing(1, "ticket-a")).toEqual({ inUse: 2, position: 0 });
    expect(pool.standing(1, "ticket-b")).toEqual({ inUse: 2, position: 2 });
    workers[0]?.finish();
    workers[0]?.finish();
    expect(pool.standing(1, "ticket-b")).toEqual({ inUse: 1, position: 0 });
    workers[0]?.finish();
    await Promise.all(runs);
    expect(pool.standing(1, "ticket-b")).toEqual({ inUse: 0, position: 0 });
    await pool.close();
  });
});
