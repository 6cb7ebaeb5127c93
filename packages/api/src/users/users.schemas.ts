import { PERMISSION_KEYS } from "@fenestra/core";
import { z } from "zod";

/** Every permission key a main account may grant a sub-account. */
export const permissionsSchema = z.object({ keys: z.array(z.enum(PERMISSION_KEYS)) });
