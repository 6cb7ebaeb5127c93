import { z } from "zod";

// A file a background job writes (a big export, a label sheet): the request that starts it answers
// the job's id at once; the page reads where it stands, then downloads the file by a signed link
// that expires (docs/scaling.md "Jobs" and "Files").

export const fileJobStartedSchema = z.object({ jobId: z.uuid() });
export type FileJobStarted = z.infer<typeof fileJobStartedSchema>;

export const fileJobParamsSchema = z.object({ id: z.uuid({ error: "validation.invalid" }) });

export const fileJobSchema = z.object({
  state: z.enum(["queued", "running", "done"]),
  /** 0 to 1: the share of the file written. */
  progress: z.number(),
  /** Once done: the file's name and a signed link to it that expires at `expiresAt`. */
  file: z
    .object({
      fileName: z.string(),
      url: z.string().describe("A signed link (no sign-in needed) that stops working at expiresAt"),
      expiresAt: z.string().describe("ISO time the link stops working"),
    })
    .nullable(),
});
export type FileJob = z.infer<typeof fileJobSchema>;

/** A signed link made by the server itself (files in a local folder); no name: an image shown inline. */
export const fileLinkQuerySchema = z.object({
  name: z.string().max(200).default(""),
  expires: z.coerce.number().int(),
  sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
});

/** A stored file's key in a signed link: an upload's, or a job's file (export-…). */
export const fileLinkParamsSchema = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{7,80}$/, { error: "validation.file_invalid" }),
});
