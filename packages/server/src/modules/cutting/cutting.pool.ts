// A small pool of worker threads for cutting optimizations, so a large order never blocks
// the API's event loop (DESIGN.md §3.3). One group per task (an optimization or a reverse
// optimization, cutting.jobs.ts); the pool starts lazily.
// From sources (tests, `npm run dev`) the worker is the .ts file loaded through tsx; in the
// bundle it is dist/cutting.worker.js (build.mjs). Without either it runs the group in-process.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { GroupPlan, PieceGroup, ReverseRange } from "@fenestra/core/cutting/index";
import { type CuttingJob, type GroupReverse, runJob } from "./cutting.jobs.ts";

type Outcome = GroupPlan | GroupReverse;
type Task = { id: number; job: CuttingJob; resolve: (r: Outcome) => void; reject: (e: Error) => void };

export class CuttingPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private started = 0;
  private nextId = 1;
  private closed = false;

  constructor(private readonly size: number = Math.max(1, Math.min(4, availableParallelism() - 1))) {}

  /** Optimize one group: its cutting plan. */
  run(group: PieceGroup): Promise<GroupPlan> {
    return this.submit({ kind: "optimize", group }) as Promise<GroupPlan>;
  }

  /** Reverse-optimize one group: the stock length in `range` that wastes least. */
  reverse(group: PieceGroup, range: ReverseRange): Promise<GroupReverse> {
    return this.submit({ kind: "reverse", group, range }) as Promise<GroupReverse>;
  }

  private submit(job: CuttingJob): Promise<Outcome> {
    if (this.closed) return Promise.reject(new Error("cutting pool closed"));
    const spawn = workerSource();
    if (!spawn) return Promise.resolve(runJob(job));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
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
      worker.postMessage({ id: task.id, job: task.job });
    }
  }

  private startWorker(spawn: () => Worker): Worker {
    const worker = spawn();
    this.started++;
    worker.unref();
    worker.on("message", (msg: { id: number; result: Outcome }) => {
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
  // The bundle puts the worker in dist/; this code sits in dist/ or in a chunk under it.
  for (const path of ["./cutting.worker.js", "../cutting.worker.js"]) {
    const bundled = new URL(path, self);
    if (existsSync(fileURLToPath(bundled))) return () => new Worker(bundled);
  }
  return null;
}
