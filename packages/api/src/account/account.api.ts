import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
import {
  businessApplicationSchema,
  businessListSchema,
  businessStatusBodySchema,
  companyNameUpdateSchema,
  createdSchema,
  deletionListSchema,
  deletionRequestSchema,
  deletionSchema,
  feedbackFormSchema,
  feedbackListSchema,
  feedbackParamsSchema,
  feedbackReplySchema,
  fileParamsSchema,
  jobRunQuerySchema,
  jobRunSchema,
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

/** Uploaded files: one storage (local disk or S3), images checked by their bytes. */
export const files = {
  upload: defineRoute({
    method: "POST",
    path: "/api/files",
    tag: "files",
    description:
      "Stores one image (PNG or JPEG, checked by its bytes; logo and seal: PNG) of at most 3M, sent as base64, and answers the key other routes take and the URL it is served at.",
    access: own,
    body: uploadBodySchema,
    response: uploadedSchema,
    success: "success.upload",
  }),
  file: defineRoute({
    method: "GET",
    path: "/api/files/:key",
    tag: "files",
    description:
      "Serves an uploaded image by its key (a random UUID the server made: whoever was handed the URL may show it, as an <img> must).",
    access: publicRoute(),
    params: fileParamsSchema,
    response: { raw: ["image/png", "image/jpeg"] },
  }),
};

export const account = {
  profile: defineRoute({
    method: "GET",
    path: "/api/account/profile",
    tag: "account",
    access: own,
    response: profileSchema,
  }),
  updateProfile: defineRoute({
    method: "PUT",
    path: "/api/account/profile",
    tag: "account",
    access: own,
    body: profileUpdateSchema,
    response: profileSchema,
    success: "success.edit",
  }),
  bindWechat: defineRoute({
    method: "POST",
    path: "/api/account/wechat",
    tag: "account",
    access: own,
    body: wechatBindSchema,
    response: profileSchema,
    success: "success.bind",
  }),
  unbindWechat: defineRoute({
    method: "DELETE",
    path: "/api/account/wechat",
    tag: "account",
    access: own,
    response: profileSchema,
    success: "success.operate",
  }),
  renameCompany: defineRoute({
    method: "PUT",
    path: "/api/company/name",
    tag: "account",
    access: signedIn({ mainAccount: "access.not_primary_company_info" }),
    body: companyNameUpdateSchema,
    response: z.null(),
    success: "success.edit",
  }),
  deletion: defineRoute({
    method: "GET",
    path: "/api/account/deletion",
    tag: "account",
    access: mainOnly,
    response: deletionSchema,
  }),
  requestDeletion: defineRoute({
    method: "POST",
    path: "/api/account/deletion",
    tag: "account",
    access: mainOnly,
    body: deletionRequestSchema,
    response: deletionSchema,
    success: "success.operate",
  }),
  cancelDeletion: defineRoute({
    method: "DELETE",
    path: "/api/account/deletion",
    tag: "account",
    access: mainOnly,
    response: deletionSchema,
    success: "success.operate",
  }),
  businessApplications: defineRoute({
    method: "GET",
    path: "/api/business-applications",
    tag: "account",
    access: own,
    response: businessListSchema,
  }),
  applyBusiness: defineRoute({
    method: "POST",
    path: "/api/business-applications",
    tag: "account",
    access: own,
    body: businessApplicationSchema,
    response: createdSchema,
    success: "success.add",
    idempotent: true,
  }),
  /** Runs the account-deletion job now (dev and tests; never registered in production). */
  runDeletionJob: defineRoute({
    method: "POST",
    path: "/api/dev/jobs/account-deletions",
    tag: "dev",
    access: publicRoute({ loopbackOnly: true }),
    query: jobRunQuerySchema,
    response: jobRunSchema,
    success: "success.operate",
    hidden: true,
  }),
};

export const feedback = {
  mine: defineRoute({
    method: "GET",
    path: "/api/feedback",
    tag: "feedback",
    access: own,
    response: feedbackListSchema,
  }),
  submit: defineRoute({
    method: "POST",
    path: "/api/feedback",
    tag: "feedback",
    access: own,
    body: feedbackFormSchema,
    response: createdSchema,
    success: "success.add",
    idempotent: true,
  }),
  reply: defineRoute({
    method: "POST",
    path: "/api/feedback/:id/replies",
    tag: "feedback",
    access: own,
    params: feedbackParamsSchema,
    body: feedbackReplySchema,
    response: createdSchema,
    success: "success.add",
  }),
};

/**
 * The operator console's tabs of this area (SPEC §6 role admin): feedback, deletion requests and
 * business applications.
 */
export const accountOperator = {
  feedback: defineRoute({
    method: "GET",
    path: "/api/operator/feedback",
    tag: "operator",
    access: signedIn({ operator: true }),
    response: feedbackListSchema,
  }),
  replyFeedback: defineRoute({
    method: "POST",
    path: "/api/operator/feedback/:id/replies",
    tag: "operator",
    access: signedIn({ operator: true }),
    params: feedbackParamsSchema,
    body: feedbackReplySchema,
    response: createdSchema,
    success: "success.add",
  }),
  deletions: defineRoute({
    method: "GET",
    path: "/api/operator/account-deletions",
    tag: "operator",
    access: signedIn({ operator: true }),
    response: deletionListSchema,
  }),
  completeDeletion: defineRoute({
    method: "POST",
    path: "/api/operator/account-deletions/:id/complete",
    tag: "operator",
    description:
      "Completes a pending deletion request now, before its due day (what the daily job does on that day).",
    access: signedIn({ operator: true }),
    params: operatorRecordParams,
    response: deletionListSchema.shape.items.element,
    success: "success.operate",
  }),
  businessApplications: defineRoute({
    method: "GET",
    path: "/api/operator/business-applications",
    tag: "operator",
    description: "Every company's applications to become an agent or to open a business, newest first.",
    access: signedIn({ operator: true }),
    query: operatorBusinessQuerySchema,
    response: operatorBusinessPageSchema,
  }),
  setBusinessStatus: defineRoute({
    method: "PUT",
    path: "/api/operator/business-applications/:id",
    tag: "operator",
    description: "Moves an application on: submitted → reviewing → approved or refused.",
    access: signedIn({ operator: true }),
    params: operatorRecordParams,
    body: businessStatusBodySchema,
    response: operatorBusinessItemSchema,
    success: "success.edit",
  }),
};
