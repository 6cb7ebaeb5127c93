import { z } from "zod";
import { linkTokenSchema } from "../sharing/sharing.schemas.ts";

/** An AR link opens this long: time to open the model on the phone, not a share to keep. */
export const AR_LINK_MINUTES = 30;

/** A window's model files for AR, served without signing in until the link expires. */
export const arLinkSchema = z.object({
  glb_url: z.string().describe("/api/ar/<token>.glb: the GLB (WebXR, Android's Scene Viewer)"),
  usdz_url: z.string().describe("/api/ar/<token>.usdz: the USDZ (iOS's AR Quick Look)"),
  expires_at: z.string().describe("ISO time both stop opening"),
});
export type ArLink = z.infer<typeof arLinkSchema>;

export const arModelParams = z.object({ token: linkTokenSchema });
