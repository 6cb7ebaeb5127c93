// /manage/staff: the workshop staff (sub-accounts of type workshop staff), the links each is
// bound to (a link must be bound before it can be scanned) and what each finished today and
// this month.
import { Card, Checkbox, Flex, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { showRefusal } from "../../shared/api/show-error.ts";
import { useWorkshopT } from "./i18n.ts";
import { WorkshopBar } from "./WorkshopBar.tsx";
import { type Setup, type WorkshopLink, workshopApi } from "./workshop-api.ts";

type Counts = Awaited<ReturnType<typeof workshopApi.workers>>;

export function Component() {
  const t = useWorkshopT();
  const [setup, setSetup] = useState<Setup | undefined>();
  const [counts, setCounts] = useState<Counts>([]);
  useEffect(() => {
    workshopApi.setup().then(setSetup).catch(showRefusal);
    workshopApi.workers().then(setCounts).catch(showRefusal);
  }, []);
  const bind = (userId: number, links: WorkshopLink[]) =>
    workshopApi.bindStaff(userId, links).then(setSetup).catch(showRefusal);
  return (
    <>
      <WorkshopBar active="staff" />
      <Card size="small" style={{ margin: 8 }} title={t("staff.title")}>
        {setup?.staff.length === 0 && <Typography.Text type="secondary">{t("staff.empty")}</Typography.Text>}
        <Table
          rowKey="userId"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={setup?.staff ?? []}
          data-testid="workshop-staff-table"
          columns={[
            { title: t("wages.worker"), render: (_, s) => `${s.name} ${s.phone}` },
            {
              title: t("staff.links"),
              render: (_, s) => (
                <Flex wrap gap={4}>
                  {(setup?.links ?? []).map(({ link }) => (
                    <Checkbox
                      key={link}
                      checked={s.links.includes(link)}
                      onChange={(e) =>
                        void bind(
                          s.userId,
                          e.target.checked ? [...s.links, link] : s.links.filter((l) => l !== link),
                        )
                      }
                    >
                      {t(`links.${link}`)}
                    </Checkbox>
                  ))}
                </Flex>
              ),
            },
            {
              title: t("staff.today"),
              render: (_, s) => counts.find((c) => c.userId === s.userId)?.today ?? 0,
            },
            {
              title: t("staff.month"),
              render: (_, s) => counts.find((c) => c.userId === s.userId)?.month ?? 0,
            },
          ]}
        />
      </Card>
    </>
  );
}
