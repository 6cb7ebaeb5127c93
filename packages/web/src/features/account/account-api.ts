import { type BodyIn, type DataOf, type FilePurpose, routes } from "@fenestra/api";
import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/company-branding";
import { api } from "../../shared/api/client.ts";
import { blobBase64 } from "../../shared/files/base64.ts";

export type Profile = DataOf<typeof routes.account.profile>;
export type FeedbackItem = DataOf<typeof routes.feedback.mine>["items"][number];
export type Deletion = DataOf<typeof routes.account.deletion>;
export type DeletionRequest = DataOf<typeof routes.accountOperator.deletions>["items"][number];
export type BusinessItem = DataOf<typeof routes.account.businessApplications>["items"][number];
export type OperatorBusinessItem = DataOf<typeof routes.accountOperator.setBusinessStatus>;

/** Reads a picked file's bytes as base64; a file over 3M is refused before it is sent. */
export function fileBase64(file: File): Promise<string | "tooLarge"> {
  if (file.size > COMPANY_IMAGE_MAX_BYTES) return Promise.resolve("tooLarge");
  return blobBase64(file);
}

export const accountFeatureApi = {
  upload: (purpose: FilePurpose, data: string) => api.call(routes.files.upload, { body: { purpose, data } }),
  updateProfile: (body: BodyIn<typeof routes.account.updateProfile>) =>
    api.call(routes.account.updateProfile, { body }),
  bindWechat: (code: string) => api.call(routes.account.bindWechat, { body: { code } }),
  unbindWechat: () => api.call(routes.account.unbindWechat),
  renameCompany: (body: BodyIn<typeof routes.account.renameCompany>) =>
    api.call(routes.account.renameCompany, { body }),
  requestDeletion: (reason: string) =>
    api.call(routes.account.requestDeletion, { body: { confirm: true, reason } }),
  cancelDeletion: () => api.call(routes.account.cancelDeletion),
  applyBusiness: (body: BodyIn<typeof routes.account.applyBusiness>, idempotencyKey: string) =>
    api.call(routes.account.applyBusiness, { body, idempotencyKey }),
  submitFeedback: (body: BodyIn<typeof routes.feedback.submit>, idempotencyKey: string) =>
    api.call(routes.feedback.submit, { body, idempotencyKey }),
  editFeedback: (id: number, body: BodyIn<typeof routes.feedback.edit>) =>
    api.call(routes.feedback.edit, { params: { id }, body }),
  replyFeedback: (id: number, content: string) =>
    api.call(routes.feedback.reply, { params: { id }, body: { content } }),
  operatorReply: (id: number, content: string) =>
    api.call(routes.accountOperator.replyFeedback, { params: { id }, body: { content } }),
  operatorCompleteDeletion: (id: number) =>
    api.call(routes.accountOperator.completeDeletion, { params: { id } }),
  operatorSetBusinessStatus: (id: number, status: OperatorBusinessItem["status"]) =>
    api.call(routes.accountOperator.setBusinessStatus, { params: { id }, body: { status } }),
};
