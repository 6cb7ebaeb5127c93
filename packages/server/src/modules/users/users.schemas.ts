import { PERMISSION_KEYS } from "@fenestra/core";
import { z } from "zod";
import { envelopeOf } from "../../plugins/envelope.ts";

export const permissionsEnvelope = envelopeOf(z.object({ keys: z.array(z.enum(PERMISSION_KEYS)) }));
