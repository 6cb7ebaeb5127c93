import { type BodyIn, type DataOf, type FilePurpose, type QueryIn, routes } from "@fenestra/api";
import { COMPANY_IMAGE_MAX_BYTES } from "@fenestra/core/account/company-branding";
import { api } from "../../shared/api/client.ts";

export type Profile = DataOf<typeof routes.account.profile>;
export type FeedbackItem = DataOf<typeof routes.feedback.mine>["items"][number];
export type Deletion = DataOf<typeof routes.account.deletion>;
export type DeletionRequest = DataOf<typeof routes.accountOperator.deletions>["items"][number];
export type BusinessItem = DataOf<typeof routes.account.businessApplications>["items"][number];
export type OperatorBusinessItem = DataOf<typeof routes.accountOperator.setBusinessStatus>;

/** Reads a picked file's bytes as base64; a file over 3M is refused before it is sent. */
export function fileBase64(file: File): Promise<string | "tooLarge"> {
  if (file.size > COMPANY_IMAGE_MAX_BYTES) return Promise.resolve("tooLarge");
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export const accountFeatureApi = {
  upload: (purpose: FilePurpose, data: string) => api.call(routes.files.upload, { body: { purpose, data } }),
  profile: () => api.call(routes.account.profile),
  updateProfile: (body: BodyIn<typeof routes.account.updateProfile>) =>
    api.call(routes.account.updateProfile, { body }),
  bindWechat: (code: string) => api.call(routes.account.bindWechat, { body: { code } }),
  unbindWechat: () => api.call(routes.account.unbindWechat),
  renameCompany: (name: string) => api.call(routes.account.renameCompany, { body: { name } }),
  deletion: () => api.call(routes.account.deletion),
  requestDeletion: (reason: string) =>
    api.call(routes.account.requestDeletion, { body: { confirm: true, reason } }),
  cancelDeletion: () => api.call(routes.account.cancelDeletion),
  businessApplications: () => api.call(routes.account.businessApplications),
  applyBusiness: (body: BodyIn<typeof routes.account.applyBusiness>, idempotencyKey: string) =>
    api.call(routes.account.applyBusiness, { body, idempotencyKey }),
  myFeedback: () => api.call(routes.feedback.mine),
  submitFeedback: (body: BodyIn<typeof routes.feedback.submit>, idempotencyKey: string) =>
    api.call(routes.feedback.submit, { body, idempotencyKey }),
  replyFeedback: (id: number, content: string) =>
    api.call(routes.feedback.reply, { params: { id }, body: { content } }),
  operatorFeedback: () => api.call(routes.accountOperator.feedback),
  operatorReply: (id: number, content: string) =>
    api.call(routes.accountOperator.replyFeedback, { params: { id }, body: { content } }),
  operatorDeletions: () => api.call(routes.accountOperator.deletions),
  operatorCompleteDeletion: (id: number) =>
    api.call(routes.accountOperator.completeDeletion, { params: { id } }),
  operatorBusiness: (query: QueryIn<typeof routes.accountOperator.businessApplications>) =>
    api.call(routes.accountOperator.businessApplications, { query }),
  operatorSetBusinessStatus: (id: number, status: OperatorBusinessItem["status"]) =>
    api.call(routes.accountOperator.setBusinessStatus, { params: { id }, body: { status } }),
};
