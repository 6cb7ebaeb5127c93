// A small pool of worker threads for cutting optimizations, so a large order never blocks
// the API's event loop (DESIGN.md §3.3). One group per task; the pool starts lazily.
// From sources (tests, `npm run dev`) the worker is the .ts file loaded through tsx; in the
// bundle it is cutting.worker.js beside it. Without either it runs the group in-process.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type GroupPlan, optimizeGroup, type PieceGroup } from "@fenestra/core/cutting/index";

type Task = { id: number; group: PieceGroup; resolve: (r: GroupPlan) => void; reject: (e: Error) => void };

export class CuttingPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private started = 0;
  private nextId = 1;
  private closed = false;

  constructor(private readonly size: number = Math.max(1, Math.min(4, availableParallelism() - 1))) {}

  run(group: PieceGroup): Promise<GroupPlan> {
    if (this.closed) return Promise.reject(new Error("cutting pool closed"));
    const spawn = workerSource();
    if (!spawn) return Promise.resolve(optimizeGroup(group, { now: () => performance.now() }));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, group, resolve, reject });
      this.pump(spawn);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    for (const t of this.queue.splice(0)) t.reject(new Error("cutting pool closed"));
    await Promise.all(all.map((w) => w.terminate()));
  }

  private pump(spawn: () => Worker): void {
    while (this.queue.length > 0) {
      let worker = this.idle.pop();
      if (!worker && this.started < this.size) worker = this.startWorker(spawn);
      if (!worker) return;
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      worker.postMessage({ id: task.id, group: task.group });
    }
  }

  private startWorker(spawn: () => Worker): Worker {
    const worker = spawn();
    this.started++;
    worker.unref();
    worker.on("message", (msg: { id: number; result: GroupPlan }) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      if (task) task.resolve(msg.result);
      if (!this.closed) {
        this.idle.push(worker);
        this.pump(spawn);
      }
    });
    worker.on("error", (err) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      this.started--;
      task?.reject(err);
    });
    return worker;
  }
}

/** How to start a worker here, or null to run in-process. */
function workerSource(): (() => Worker) | null {
  const self = import.meta.url;
  if (self.endsWith(".ts")) {
    const url = new URL("./cutting.worker.ts", self).href;
    const code = `import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(url)}); });`;
    return () => new Worker(code, { eval: true });
  }
  const bundled = new URL("./cutting.worker.js", self);
  if (existsSync(fileURLToPath(bundled))) return () => new Worker(bundled);
  return null;
}
