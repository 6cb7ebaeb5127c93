import type { MissingEntitlement } from "@fenestra/core/account/index";
import type { BuyDetail, BuyVariant } from "./ui-store.ts";

// Which buy prompt (SPEC §2 variants) a refusal asks for: 2 the account expired, 3 a module or an
// edition not unlocked. The server's 10086 answer (plugins/access.ts) and the web guard (core's
// missingEntitlement) name what is missing the same way.

/** The variant and detail of a 10086 answer, by its message key; its message names what is missing. */
export function buyPromptOfAnswer(
  key: string | undefined,
  message: string | undefined,
): [BuyVariant, BuyDetail] {
  if (key === "purchase.module_needed") return [3, { message }];
  // a trial account asking for 3D, AR or rendering: the prompt that offers its one-day trial
  if (key === "trial.no_rendering") return [3, { message, module: "rendering" }];
  if (key === "purchase.edition_needed") return [3, { message, upgrade: true }];
  // SPEC §6: a trial account cannot clone — the way out is an edition
  if (key === "trial.no_clone") return [3, { message, upgrade: true }];
  return [2, {}];
}

/** The variant and detail of the guard's refusal. */
export function buyPromptOfMissing(missing: MissingEntitlement): [BuyVariant, BuyDetail] {
  if (missing.kind === "module") return [3, { module: missing.module }];
  if (missing.kind === "edition") return [3, { edition: missing.edition, upgrade: true }];
  return [2, {}];
}
