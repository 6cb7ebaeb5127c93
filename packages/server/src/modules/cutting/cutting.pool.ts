// A small pool of worker threads for cutting optimizations, bars and glass, so a large order never
// blocks the API's event loop (DESIGN.md §3.3). One group per task (a bar optimization or reverse
// optimization, or one glass's sheet plan: cutting.jobs.ts); the pool starts lazily. The server
// has one pool, shared by the cutting and the glass sheet routes (app.ts).
// From sources (tests, `npm run dev`) the worker is the .ts file loaded through tsx; in the
// bundle it is dist/cutting.worker.js (build.mjs). Without either it runs the group in-process.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { GroupPlan, PieceGroup, ReverseRange } from "@fenestra/core/cutting/index";
import type { GlassSheetInput } from "@fenestra/core/glass-cutting/index";
import { type CuttingJob, type GlassPacked, type GroupReverse, runJob } from "./cutting.jobs.ts";

type Outcome = GroupPlan | GroupReverse | GlassPacked;

/**
 * Whose a task is: the company, and the request it is part of (the page's ticket, by which it asks
 * where the request stands; one request is several tasks, one per profile group).
 */
export type TaskOwner = { company: number; request: string };

type Task = {
  id: number;
  job: CuttingJob;
  owner?: TaskOwner;
  resolve: (r: Outcome) => void;
  reject: (e: Error) => void;
};

/**
 * Where a request stands in this process's pool (SPEC §8's queue message): how many requests of
 * its company are in the pool (running or waiting: the people using the account's optimizer now)
 * and its place in the queue — 1 when it is next, 0 when each of its tasks is running or done.
 */
export type QueueStanding = { inUse: number; position: number };

export class CuttingPool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private started = 0;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size: number = Math.max(1, Math.min(4, availableParallelism() - 1)),
    /** How to start a worker (a test hands in its own); null runs each job in-process. */
    private readonly spawn: (() => Worker) | null = workerSource(),
  ) {}

  /** Optimize one group: its cutting plan. */
  run(group: PieceGroup, owner?: TaskOwner): Promise<GroupPlan> {
    return this.submit({ kind: "optimize", group }, owner) as Promise<GroupPlan>;
  }

  /** Reverse-optimize one group: the stock length in `range` that wastes least. */
  reverse(group: PieceGroup, range: ReverseRange, owner?: TaskOwner): Promise<GroupReverse> {
    return this.submit({ kind: "reverse", group, range }, owner) as Promise<GroupReverse>;
  }

  /** Pack one glass onto its sheets (cutting.jobs.ts' GLASS_PACK options). */
  glass(input: GlassSheetInput): Promise<GlassPacked> {
    return this.submit({ kind: "glass", input }) as Promise<GlassPacked>;
  }

  /** Tasks running in a worker and tasks waiting for one (/api/metrics). */
  depth(): { running: number; waiting: number } {
    return { running: this.busy.size, waiting: this.queue.length };
  }

  /** Where `request` of `company` stands (QueueStanding). */
  standing(company: number, request: string): QueueStanding {
    const running = [...this.busy.values()];
    const requests = new Set(
      [...running, ...this.queue].filter((t) => t.owner?.company === company).map((t) => t.owner?.request),
    );
    const first = this.queue.findIndex((t) => t.owner?.company === company && t.owner.request === request);
    return { inUse: requests.size, position: first + 1 };
  }

  private submit(job: CuttingJob, owner?: TaskOwner): Promise<Outcome> {
    if (this.closed) return Promise.reject(new Error("cutting pool closed"));
    const spawn = this.spawn;
    if (!spawn) return Promise.resolve(runJob(job));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, owner, resolve, reject });
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
