import { currentLanguage, translateKey } from "../i18n/i18n.ts";
import { navigateTo } from "../navigation/navigator.ts";
import { buyPromptOfAnswer } from "../state/buy-prompt.ts";
import { ui } from "../state/ui-store.ts";
import { clearSignedInUser, readApiToken } from "../storage/session-store.ts";
import { toast } from "../ui/toast.ts";
import { createApiClient } from "./create-client.ts";

// The app's one API client, wired to the real effects of SPEC §7.
export const api = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getToken: () => readApiToken(),
  getLanguage: () => currentLanguage(),
  translate: (key) => translateKey(key),
  effects: {
    loginExpired(message, sentWith) {
      // An answer to a session that has ended or been replaced since it was sent (a request in
      // flight at sign-out, or before another sign-in) says nothing about the session in use:
      // it neither signs anyone out nor leaves the page (the sign-in form being typed in).
      if (sentWith !== readApiToken()) return;
      ui.hideLoading();
      // Several requests in flight come back -998 together: the first ends the session and says
      // so; a request sent signed out only leads to /login.
      if (sentWith !== null) {
        toast.error(message || translateKey("errors.login_expired"));
        clearSignedInUser();
      }
      navigateTo("/login");
    },
    needsPurchase(key, message) {
      ui.showBuyDialog(...buyPromptOfAnswer(key, message));
    },
    noPermission() {
      ui.showLackAuthority();
    },
    fieldError(text) {
      toast.error(text);
    },
  },
});
