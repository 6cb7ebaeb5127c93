import { Button, Card, Flex, Statistic, Tag, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showRefusal } from "../../shared/api/show-error.ts";
import { logout } from "../../shared/session/logout.ts";
import { useWorkshopT } from "./i18n.ts";
import { ScanPanel } from "./ScanPanel.tsx";
import { workshopApi } from "./workshop-api.ts";

type Me = Awaited<ReturnType<typeof workshopApi.me>>;

/** manage.workshop.staff: where workshop staff land (guard rule 5): scan, and see today's count. */
export function Component() {
  const t = useWorkshopT();
  useTranslation();
  const [me, setMe] = useState<Me | undefined>();
  const load = useCallback(() => {
    workshopApi.me().then(setMe).catch(showRefusal);
  }, []);
  useEffect(load, [load]);
  return (
    <Flex
      vertical
      gap={12}
      style={{ maxWidth: 560, margin: "0 auto", padding: 12 }}
      data-testid="workshop-staff"
    >
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("scan.title")}
        </Typography.Title>
        <Button onClick={() => void logout()}>{t("scan.logout")}</Button>
      </Flex>
      <Card size="small">
        <Flex vertical gap={8}>
          <Flex gap={4} wrap>
            <Typography.Text type="secondary">{t("scan.myLinks")}:</Typography.Text>
            {me?.links.length === 0 && <Typography.Text type="warning">{t("scan.noLinks")}</Typography.Text>}
            {me?.links.map((l) => (
              <Tag key={l} color="blue">
                {t(`links.${l}`)}
              </Tag>
            ))}
          </Flex>
          <Flex gap={24}>
            <Statistic title={t("staff.today")} value={me?.today ?? 0} data-testid="staff-today" />
            <Statistic title={t("staff.month")} value={me?.month ?? 0} />
          </Flex>
        </Flex>
      </Card>
      <ScanPanel onScanned={load} />
    </Flex>
  );
}
