import type { z } from "zod";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import type { RawAnswer, RouteDef } from "../route.ts";
import { fileJobParamsSchema, fileJobSchema, fileJobStartedSchema } from "./file-jobs.schemas.ts";

// The caller's own file jobs (big exports, label sheets), whichever module started them: each
// module's start route checks its own access; reading one back is its starter's alone.

const route = moduleRoutes("jobs", signedIn({}));

export const fileJobs = {
  job: route.get("/api/file-jobs/:id", {
    description:
      "Where the caller's own file job stands (an export or a label sheet started with its module's " +
      "`…-jobs` route): queued or running with its progress (0 to 1), or done with the file's name and " +
      "a signed download link that expires. A refused job answers the refusal the export itself would have had. " +
      "Another user's job is not found.",
    params: fileJobParamsSchema,
    response: fileJobSchema,
  }),
  events: route.get("/api/jobs/:id/events", {
    description:
      "Server-sent events of the caller's own background job (a file job or an optimization), from " +
      "whichever server process works on it: an event `job` with {state, progress} at once and at each " +
      "change, the stream ending when the job is done or failed (then read its result or refusal from " +
      "its status route). Another user's job is not found.",
    params: fileJobParamsSchema,
    response: { raw: ["text/event-stream"] },
  }),
};

type Merged<T> = { [K in keyof T]: T[K] };

/** What a file's job route takes: the file route's parameters, and its query (or body) as its body. */
type JobArgs<R> = (R extends { params: infer P extends z.ZodType } ? { params: P } : unknown) &
  (R extends { query: infer Q extends z.ZodType }
    ? { body: Q }
    : R extends { body: infer B extends z.ZodType }
      ? { body: B }
      : unknown);

/** The job route of a file route R (fileJobOf). */
export type FileJobRoute<R extends RouteDef> = Merged<
  {
    method: "POST";
    path: `${R["path"]}/jobs`;
    tag: R["tag"];
    access: R["access"];
    description: string;
    response: typeof fileJobStartedSchema;
    idempotent: true;
  } & JobArgs<R>
>;

/**
 * The route that starts a file route's file as a background job (docs/scaling.md "Jobs"):
 * `POST <its path>/jobs`, with the same access and parameters, its query (or body) as the body;
 * it answers the job's id at once, read back with GET /api/file-jobs/{id}. The file route stays
 * (for API clients).
 */
export function fileJobOf<const R extends RouteDef & { response: RawAnswer }>(file: R): FileJobRoute<R> {
  const args = file.query ?? file.body;
  return {
    method: "POST",
    path: `${file.path}/jobs`,
    tag: file.tag,
    access: file.access,
    description:
      `The same file as ${file.method} ${file.path}, written by a background job: answers the job's id at once; ` +
      "read it back (progress, then a signed download link) with GET /api/file-jobs/{id}. A repeat with the " +
      "same Idempotency-Key answers the same job.",
    ...(file.params ? { params: file.params } : {}),
    ...(args ? { body: args } : {}),
    response: fileJobStartedSchema,
    idempotent: true,
  } as unknown as FileJobRoute<R>;
}
