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
    loginExpired(message) {
      ui.hideLoading();
      // Several requests in flight come back -998 together: the first ends the session and says
      // so; the others (and any sent already signed out) only lead to /login.
      if (readApiToken() !== null) {
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
