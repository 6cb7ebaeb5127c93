import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { jobRunRoute } from "../dev/dev.api.ts";
import { fileLinkParamsSchema, fileLinkQuerySchema } from "../jobs/file-jobs.schemas.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  businessApplicationSchema,
  businessListSchema,
  businessStatusBodySchema,
  companyNameAnswerSchema,
  companyNameUpdateSchema,
  createdSchema,
  deletionListSchema,
  deletionRequestSchema,
  deletionSchema,
  feedbackEditSchema,
  feedbackFormSchema,
  feedbackListSchema,
  feedbackParamsSchema,
  feedbackReplySchema,
  operatorBusinessItemSchema,
  operatorBusinessPageSchema,
  operatorBusinessQuerySchema,
  operatorRecordParams,
  profileSchema,
  profileUpdateSchema,
  uploadBodySchema,
  uploadedSchema,
  wechatBindSchema,
} from "./account.schemas.ts";

// The caller's own account: open to an expired account too (it may still fix its profile, read
// its feedback or delete itself).
const own = signedIn({ openWhenExpired: true });
const mainOnly = signedIn({ openWhenExpired: true, mainAccount: "access.main_account_only" });

const filesRoute = moduleRoutes("files", own);

/** Uploaded files: one storage (local disk or S3), images checked by their bytes. */
export const files = {
  upload: filesRoute.post("/api/files", {
    description:
      "Stores one image (PNG or JPEG, checked by its bytes; logo and seal: PNG) of at most 3M, sent as base64, and answers the key other routes take and the URL it is served at.",
    body: uploadBodySchema,
    response: uploadedSchema,
    success: "success.upload",
  }),
  link: filesRoute.get("/api/files/links/:key", {
    description:
      "A stored file by a signed link the server made (files in a local folder; on S3 the links are the " +
      "bucket's own presigned ones): until `expires` (Unix seconds), a download named `name`, or with no " +
      "name an uploaded image shown inline; an expired or altered link is refused (403). The routes that " +
      "answer a record hand out the links to its images, after checking the reader may see the record.",
    access: publicRoute(),
    params: fileLinkParamsSchema,
    query: fileLinkQuerySchema,
    response: { raw: ["application/octet-stream", "image/png", "image/jpeg"] },
  }),
};

const accountRoute = moduleRoutes("account", own);
/** The caller's profile: each change answers it as the profile page shows it. */
const profileRoute = accountRoute.with({ response: profileSchema });
/** The company's deletion request: the main account's alone; each answers the request. */
const deletionRoute = accountRoute.with({ access: mainOnly, response: deletionSchema });

export const account = {
  profile: profileRoute.get("/api/account/profile", {}),
  updateProfile: profileRoute.update("/api/account/profile", { body: profileUpdateSchema }),
  bindWechat: profileRoute.post("/api/account/wechat", { body: wechatBindSchema, success: "success.bind" }),
  unbindWechat: profileRoute.del("/api/account/wechat", { success: "success.operate" }),
  renameCompany: accountRoute.update("/api/company/name", {
    description:
      "Renames the company against the `version` of its name read (`nameVersion` of GET " +
      "/api/company-branding), or `overwrite: true`; a stale one is refused (409 conflict.stale_version).",
    access: signedIn({ mainAccount: "access.not_primary_company_info" }),
    body: companyNameUpdateSchema,
    response: companyNameAnswerSchema,
  }),
  deletion: deletionRoute.get("/api/account/deletion", {}),
  requestDeletion: deletionRoute.post("/api/account/deletion", {
    body: deletionRequestSchema,
    success: "success.operate",
  }),
  cancelDeletion: deletionRoute.del("/api/account/deletion", { success: "success.operate" }),
  businessApplications: accountRoute.get("/api/business-applications", { response: businessListSchema }),
  applyBusiness: accountRoute.create("/api/business-applications", {
    body: businessApplicationSchema,
    response: createdSchema,
    idempotent: true,
  }),
  /** Runs the account-deletion job now (dev and tests; never registered in production). */
  runDeletionJob: jobRunRoute("/api/dev/jobs/account-deletions"),
};

const feedbackRoute = moduleRoutes("feedback", own);

export const feedback = {
  mine: feedbackRoute.get("/api/feedback", { response: feedbackListSchema }),
  submit: feedbackRoute.create("/api/feedback", {
    body: feedbackFormSchema,
    response: createdSchema,
    idempotent: true,
  }),
  /** Edits one's own feedback until an operator has answered it. */
  edit: feedbackRoute.update("/api/feedback/:id", {
    params: feedbackParamsSchema,
    body: feedbackEditSchema,
    response: z.null(),
  }),
  reply: feedbackRoute.create("/api/feedback/:id/replies", {
    params: feedbackParamsSchema,
    body: feedbackReplySchema,
    response: createdSchema,
  }),
};

const accountOperatorRoute = moduleRoutes("operator", signedIn({ operator: true }));
const byOperatorRecord = accountOperatorRoute.with({ params: operatorRecordParams });

/**
 * The operator console's tabs of this area (SPEC §6 role admin): feedback, deletion requests and
 * business applications.
 */
export const accountOperator = {
  feedback: accountOperatorRoute.get("/api/operator/feedback", { response: feedbackListSchema }),
  replyFeedback: accountOperatorRoute.create("/api/operator/feedback/:id/replies", {
    params: feedbackParamsSchema,
    body: feedbackReplySchema,
    response: createdSchema,
  }),
  deletions: accountOperatorRoute.get("/api/operator/account-deletions", { response: deletionListSchema }),
  completeDeletion: byOperatorRecord.post("/api/operator/account-deletions/:id/complete", {
    description:
      "Completes a pending deletion request now, before its due day (what the daily job does on that day).",
    response: deletionListSchema.shape.items.element,
    success: "success.operate",
  }),
  businessApplications: accountOperatorRoute.get("/api/operator/business-applications", {
    description: "Every company's applications to become an agent or to open a business, newest first.",
    query: operatorBusinessQuerySchema,
    response: operatorBusinessPageSchema,
  }),
  setBusinessStatus: byOperatorRecord.update("/api/operator/business-applications/:id", {
    description: "Moves an application on: submitted → reviewing → approved or refused.",
    body: businessStatusBodySchema,
    response: operatorBusinessItemSchema,
  }),
};
