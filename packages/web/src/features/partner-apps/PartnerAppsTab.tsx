import { Divider } from "antd";
import { useSession } from "../../shared/session/use-session.ts";
import { AuthorisedApps } from "./AuthorisedApps.tsx";
import { RegisteredApps } from "./RegisteredApps.tsx";

/**
 * Account settings → partner applications (docs/oauth.md): who may act for the company, and (for
 * the main account) the applications the company registered for others to authorise.
 */
export function PartnerAppsTab() {
  const main = useSession()?.userinfo?.fid === 0;
  return (
    <div data-testid="partner-apps">
      <AuthorisedApps />
      {main && (
        <>
          <Divider />
          <RegisteredApps />
        </>
      )}
    </div>
  );
}
