import { routes } from "@fenestra/api";
import { hasModule } from "@fenestra/core/account/index";
import { useQuery } from "@tanstack/react-query";
import { Card, List, Tag } from "antd";
import { Link } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { LoadFailed } from "../../shared/list/LoadFailed.tsx";
import { useSession } from "../../shared/session/use-session.ts";
import { useWarehouseT } from "./i18n.ts";

/** /home's card of stock items below their warning threshold (a company with the warehouse module). */
export function WarningsCard() {
  const t = useWarehouseT();
  const modules = useSession()?.company_modules;
  const has = modules ? hasModule(modules, "warehouse") : false;
  const warnings = useQuery({
    ...routeQuery(routes.warehouse.warnings),
    enabled: has,
  });
  if (has && warnings.isError)
    return (
      <Card title={t("home.warningsTitle")} data-testid="home-stock-warnings">
        <LoadFailed query={warnings} />
      </Card>
    );
  if (!has || !warnings.data || warnings.data.count === 0) return null;
  return (
    <Card
      title={t("home.warnings", { count: warnings.data.count })}
      extra={<Link to="/manage/wareHouse/stockStatus">{t("home.open")}</Link>}
      data-testid="home-stock-warnings"
      styles={{ body: { paddingTop: 4 } }}
    >
      <List
        size="small"
        dataSource={warnings.data.items}
        renderItem={(r) => (
          <List.Item>
            {`${r.code} ${r.name} ${r.color} ${r.length || ""}`.replace(/\s+/g, " ")}{" "}
            <Tag color="red">
              {r.quantity} / {r.warnThreshold}
            </Tag>
          </List.Item>
        )}
      />
    </Card>
  );
}
