import { Tabs, Typography } from "antd";
import { Navigate, useNavigate, useParams } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { GlassRemnantsTab } from "./GlassRemnantsTab.tsx";
import { useWarehouseT } from "./i18n.ts";
import { MaterialsTab } from "./MaterialsTab.tsx";
import { PickingTab } from "./PickingTab.tsx";
import { PreparationTab } from "./PreparationTab.tsx";
import { PurchaseTab } from "./PurchaseTab.tsx";
import { RecordsTab } from "./RecordsTab.tsx";
import { SettingsTab } from "./SettingsTab.tsx";
import { StockStatusTab } from "./StockStatusTab.tsx";
import { SurplusTab } from "./SurplusTab.tsx";

export const WAREHOUSE_PATH = "/manage/wareHouse";

const TABS = {
  stockStatus: StockStatusTab,
  material: MaterialsTab,
  records: RecordsTab,
  picking: PickingTab,
  preparation: PreparationTab,
  purchase: PurchaseTab,
  surplus: SurplusTab,
  glassRemnants: GlassRemnantsTab,
  wareHouseSettings: SettingsTab,
} as const;
type Tab = keyof typeof TABS;

/** /manage/wareHouse/:tab — the warehouse's screens (SPEC §2), one tab each. */
function WarehousePage() {
  const t = useWarehouseT();
  const navigate = useNavigate();
  const { tab } = useParams();
  if (!tab || !(tab in TABS)) return <Navigate to={`${WAREHOUSE_PATH}/stockStatus`} replace />;
  const Current = TABS[tab as Tab];
  return (
    <div style={{ padding: "12px clamp(12px, 3vw, 24px)" }} data-testid="warehouse-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t("title")}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`${WAREHOUSE_PATH}/${key}`)}
        items={(Object.keys(TABS) as Tab[]).map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <Current />
    </div>
  );
}

export const Component = withQueryClient(WarehousePage);
