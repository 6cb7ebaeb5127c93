import { type DataOf, type FileJobStarted, routes } from "@fenestra/api";
import { api } from "../api/client.ts";

// A file a background job writes (a big export, a label sheet; docs/scaling.md "Jobs"): started,
// then read until it is written, then downloaded by its signed link (which expires).

export type FileJob = DataOf<typeof routes.fileJobs.job>;
export type MadeFile = NonNullable<FileJob["file"]>;

const POLL_MS = 400;

/** Starts the job and reads it until its file is written; `progress` hears the share written. */
export async function runFileJob(
  start: () => Promise<FileJobStarted>,
  progress: (share: number) => void,
): Promise<MadeFile> {
  const { jobId } = await start();
  for (;;) {
    const job = await api.call(routes.fileJobs.job, { params: { id: jobId } });
    progress(job.progress);
    if (job.file) return job.file;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Downloads a made file by its link, as the browser's own download (the link names it). */
export function downloadLink(file: MadeFile): void {
  const a = document.createElement("a");
  a.href = file.url;
  a.download = file.fileName;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
}
