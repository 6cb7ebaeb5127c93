import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { PageTitle } from "../../shared/ui/PageTitle.tsx";
import { useOperatorT } from "./i18n.ts";
import UtilizationTab from "./tabs/UtilizationTab.tsx";

/** personal-center.admin-account-utilization (operators): the console's utilization table as a page. */
function AdminUtilizationPage() {
  const t = useOperatorT();
  return (
    <div data-testid="admin-utilization-page">
      <PageTitle>{t("tabs.utilization")}</PageTitle>
      <UtilizationTab />
    </div>
  );
}

export const Component = withQueryClient(AdminUtilizationPage);
