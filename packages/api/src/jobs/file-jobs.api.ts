import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { fileJobParamsSchema, fileJobSchema } from "./file-jobs.schemas.ts";

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
