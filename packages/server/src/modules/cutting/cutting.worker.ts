// Worker thread of the cutting pool: runs one job (one profile/colour group) per message.
import { parentPort } from "node:worker_threads";
import { type CuttingJob, runJob } from "./cutting.jobs.ts";

parentPort?.on("message", (msg: { id: number; job: CuttingJob }) => {
  parentPort?.postMessage({ id: msg.id, result: runJob(msg.job) });
});
