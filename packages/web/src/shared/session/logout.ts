import { api } from "../api/client.ts";
import { navigateTo } from "../navigation/navigator.ts";
import { clearSignedInUser } from "../storage/session-store.ts";

/** SPEC §4: revoke the token, clear session user info and the overtime cookie, go to /login. */
export async function logout(): Promise<void> {
  try {
    await api.post<null>("/api/auth/logout");
  } catch {
    // The session ends locally even if the server could not be told.
  }
  clearSignedInUser();
  navigateTo("/login");
}
