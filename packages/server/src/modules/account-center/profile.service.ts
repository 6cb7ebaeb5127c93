import type { BodyOf, routes } from "@fenestra/api";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { ownUserFiles } from "../files/files.queries.ts";
import { avatarReference, avatarUrl } from "../files/files.service.ts";
import { bindWechat, profileRow, unbindWechat, updateUser } from "./profile.queries.ts";
import type { WechatIdentifier } from "./wechat-binding.ts";

export async function profileOf(deps: AppDeps, tenant: Tenant, wechat: WechatIdentifier) {
  const row = await profileRow(deps.db, tenant);
  if (!row) throw new AppError("missing.user");
  return { ...row, avatar: await avatarUrl(deps, row.avatar), wechatAvailable: wechat.available };
}

export async function updateProfile(
  deps: AppDeps,
  tenant: Tenant,
  body: BodyOf<typeof routes.account.updateProfile>,
  wechat: WechatIdentifier,
) {
  let headerImgUrl: string | null | undefined;
  if (body.avatar === null) headerImgUrl = null;
  else if (body.avatar !== undefined) {
    // Only an avatar this user uploaded: a key from elsewhere is refused at the field.
    const [file] = await ownUserFiles(deps.db, tenant, [body.avatar], "avatar");
    if (!file) throw new FieldError("avatar", "validation.file_invalid");
    headerImgUrl = avatarReference(file.key);
  }
  await updateUser(deps.db, tenant, {
    ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(headerImgUrl !== undefined ? { headerImgUrl } : {}),
  });
  return profileOf(deps, tenant, wechat);
}

export async function bind(deps: AppDeps, tenant: Tenant, code: string, wechat: WechatIdentifier) {
  const subject = await wechat.identify(code);
  if (!(await bindWechat(deps.db, tenant, subject, deps.clock()))) throw new AppError("conflict.user_bound");
  return profileOf(deps, tenant, wechat);
}

export async function unbind(deps: AppDeps, tenant: Tenant, wechat: WechatIdentifier) {
  await unbindWechat(deps.db, tenant);
  return profileOf(deps, tenant, wechat);
}
