import { authApi } from "../api/endpoints/auth.ts";
import { navigateTo } from "../navigation/navigator.ts";
import { clearSignedInUser } from "../storage/session-store.ts";

/**
 * SPEC §4: revoke the token, clear session user info and the overtime cookie (in every tab: the
 * others follow through the storage event), go to /login.
 */
export async function logout(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // The session ends here even if the server could not be told (offline, already expired).
  }
  clearSignedInUser();
  navigateTo("/login");
}
