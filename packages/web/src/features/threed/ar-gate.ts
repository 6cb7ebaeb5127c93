// AR needs the rendering module (core's MODULES: it unlocks ar-rendering), or the one-day
// rendering trial while it runs (the session's company modules count it, as the server's check
// does). Without it the user gets the buy prompt that names what is missing (SPEC §6).
import { type MissingEntitlement, missingEntitlement } from "@fenestra/core/account/index";
import dayjs from "dayjs";
import { useCallback, useState } from "react";
import { useSession } from "../../shared/session/use-session.ts";
import { buyPromptOfMissing } from "../../shared/state/buy-prompt.ts";
import { ui } from "../../shared/state/ui-store.ts";
import type { StoredSession } from "../../shared/storage/session-store.ts";

/** What the signed-in account lacks for AR on `today` ("YYYY-MM-DD"), or null. */
export function arMissing(session: Partial<StoredSession> | null, today: string): MissingEntitlement | null {
  const user = session?.userinfo;
  if (!user) return { kind: "expired" };
  return missingEntitlement(
    { ...user, company_modules: session.company_modules ?? {} },
    { module: "rendering" },
    today,
  );
}

/** Today in the user's time zone, as the guard reads dates. */
const today = () => dayjs().format("YYYY-MM-DD");

/** The AR dialog's state: `request` opens it when the account may use AR, else shows the buy prompt. */
export function useArDialog(): { open: boolean; request: () => void; close: () => void } {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const request = useCallback(() => {
    const missing = arMissing(session, today());
    if (missing) ui.showBuyDialog(...buyPromptOfMissing(missing));
    else setOpen(true);
  }, [session]);
  const close = useCallback(() => setOpen(false), []);
  return { open, request, close };
}
