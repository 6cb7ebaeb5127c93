import { routes } from "@fenestra/api";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Popconfirm, Space, Table, Typography } from "antd";
import { useNavigate } from "react-router";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { toast } from "../../../shared/ui/toast.ts";
import {
  type SunroomSeriesListed,
  sunroomSeriesApi,
  useSunroomSeriesList,
} from "../api/sunroom-series-api.ts";
import { useProductT } from "../i18n.ts";

/**
 * The company's sunroom series beside its window series (docs/sunroom.md "Sunroom series"): each
 * opened in its editor, copied or deleted (one a saved sunroom uses, or the last, stays).
 */
export function SunroomSeriesCard({ phone }: { phone: boolean }) {
  const t = useProductT();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const list = useSunroomSeriesList();
  const refresh = () => invalidate(routes.sunroomSeries.list);
  const copy = useMutation({
    mutationFn: sunroomSeriesApi.clone,
    onSuccess: () => {
      toast.success(t("catalogue.saved"));
      void refresh();
    },
    onError: (e) => showError(e, t("catalogue.saveFailed")),
  });
  const remove = useMutation({
    mutationFn: sunroomSeriesApi.remove,
    onSuccess: () => {
      toast.success(t("catalogue.deleted"));
      void refresh();
    },
    onError: (e) => showError(e, t("catalogue.deleteFailed")),
  });
  return (
    <Card
      style={{ margin: phone ? 8 : "0 16px 16px" }}
      title={<Typography.Text strong>{t("sunroom.heading")}</Typography.Text>}
      data-testid="sunroom-series-card"
    >
      <Table<SunroomSeriesListed>
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data?.series ?? []}
        pagination={false}
        scroll={phone ? { x: "max-content" } : undefined}
        onRow={(row) => ({ "data-testid": `sunroom-series-row-${row.name}` }) as object}
        columns={[
          { title: t("catalogue.seriesName"), dataIndex: "name" },
          { title: t("catalogue.version"), dataIndex: "version" },
          {
            title: t("catalogue.actions"),
            render: (_, row) => (
              <Space wrap>
                <Button
                  size="small"
                  data-testid={`edit-sunroom-series-${row.id}`}
                  onClick={() => navigate(`/product-manage/sunroom-series/${row.id}`)}
                >
                  {t("sunroom.edit")}
                </Button>
                <Button size="small" loading={copy.isPending} onClick={() => copy.mutate(row.id)}>
                  {t("catalogue.clone")}
                </Button>
                <Popconfirm
                  title={t("catalogue.confirmDeleteSeries")}
                  onConfirm={() => remove.mutate(row.id)}
                >
                  <Button size="small" danger>
                    {t("catalogue.delete")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
