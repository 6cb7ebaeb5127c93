import { Card } from "antd";
import { Link } from "react-router";
import { CUSTOMER_PATH, useHasCrm } from "./crm-shared.ts";
import { DueFollowUps } from "./DueFollowUps.tsx";
import { useCustomersT } from "./i18n.ts";

/** /home's card of the follow-ups due today (and overdue); only for a company with the CRM module. */
export function DueTodayCard() {
  const t = useCustomersT();
  if (!useHasCrm()) return null;
  return (
    <Card
      title={t("due.title")}
      extra={<Link to={`${CUSTOMER_PATH}?tab=due`}>{t("due.all")}</Link>}
      data-testid="home-due-follow-ups"
      styles={{ body: { paddingTop: 4 } }}
    >
      <DueFollowUps />
    </Card>
  );
}
