import { routes } from "@fenestra/api";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Flex, Grid, Popconfirm, Space, Table, Tag, Tree, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useInvalidate } from "../../../shared/api/route-keys.ts";
import { showError } from "../../../shared/api/show-error.ts";
import { withQueryClient } from "../../../shared/api/with-query-client.tsx";
import { translateKey } from "../../../shared/i18n/i18n.ts";
import { useStaleSave } from "../../../shared/saving/use-stale-save.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { ui } from "../../../shared/state/ui-store.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { ProductManageGate } from "../access/ProductManageGate.tsx";
import { type SeriesSummary, seriesApi } from "../api/series-api.ts";
import { useCatalogue } from "../api/series-queries.ts";
import { useProductT } from "../i18n.ts";
import {
  CatalogueDialog,
  type CatalogueDialogState,
  type CatalogueDialogValues,
} from "./CatalogueDialog.tsx";
import { directoryTree, seriesDirectories, seriesIn } from "./catalogue-tree.ts";
import { SunroomSeriesCard } from "./SunroomSeriesCard.tsx";

/** /product-manage/index: directories and series, with clone, share, move and delete (SPEC §8). */
function CatalogueIndexPage() {
  const t = useProductT();
  const navigate = useNavigate();
  const phone = !Grid.useBreakpoint().md;
  const invalidate = useInvalidate();
  const [directoryId, setDirectoryId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<SeriesSummary | null>(null);
  const [dialog, setDialog] = useState<CatalogueDialogState | null>(null);
  const catalogue = useCatalogue();
  const trial = useSession()?.userinfo?.is_ty === 1;
  const tree = useMemo(() => directoryTree(catalogue.data?.directories ?? []), [catalogue.data]);
  const directory = catalogue.data?.directories.find((d) => d.id === directoryId) ?? null;
  const targets = seriesDirectories(catalogue.data);
  const refresh = () => invalidate(routes.series.catalogue);

  const saved = (text = t("catalogue.saved")) => {
    toast.success(text);
    setDialog(null);
    setChosen(null);
    void refresh();
  };
  const failed = (error: unknown) => showError(error, t("catalogue.saveFailed"));
  const stale = useStaleSave();
  /** After a stale rename: the directory as it is now, in the dialog again (gone: closed). */
  const reloadRename = (id: number) =>
    catalogue.refetch().then(({ data }) => {
      const latest = data?.directories.find((d) => d.id === id);
      setDialog(latest ? { kind: "renameDirectory", directory: latest } : null);
    }, failed);
  const submit = useMutation({
    mutationFn: async ({ state, values }: { state: CatalogueDialogState; values: CatalogueDialogValues }) => {
      const name = values.name?.trim() ?? "";
      switch (state.kind) {
        case "newDirectory":
          return seriesApi.createDirectory(state.parentId, name);
        case "renameDirectory":
          // Against the version the dialog was opened at; `overwrite` after the conflict dialog's choice.
          return seriesApi.renameDirectory(state.directory.id, { name, version: state.directory.version });
        case "newSeries":
          return seriesApi.create(values.directoryId as number, name, values.material ?? "aluminium");
        case "clone":
          return seriesApi.clone(state.series.id, { name, directoryId: values.directoryId });
        case "move":
          return seriesApi.move(state.series.id, values.directoryId as number);
        case "share":
          return seriesApi.share(state.series.id, values.shared ?? false, values.description ?? "");
      }
    },
    // SPEC §8: a clone says it cloned, or that the clone failed
    onSuccess: (_, { state }) => saved(state.kind === "clone" ? translateKey("result.cloned") : undefined),
    onError: (error, { state, values }) => {
      const offered =
        state.kind === "renameDirectory" &&
        stale.offer(error, {
          reload: () => reloadRename(state.directory.id),
          overwrite: () =>
            seriesApi
              .renameDirectory(state.directory.id, { name: values.name?.trim() ?? "", overwrite: true })
              .then(() => saved(), failed),
        });
      if (!offered)
        showError(
          error,
          state.kind === "clone" ? translateKey("result.cloneFailed") : t("catalogue.saveFailed"),
        );
    },
  });
  const removeSeries = useMutation({
    mutationFn: (id: number) => seriesApi.remove(id),
    onSuccess: () => {
      toast.success(t("catalogue.deleted"));
      setChosen(null);
      void refresh();
    },
    onError: (error) => showError(error, t("catalogue.deleteFailed")),
  });
  const removeDirectory = useMutation({
    mutationFn: (id: number) => seriesApi.deleteDirectory(id),
    onSuccess: () => {
      toast.success(t("catalogue.deleted"));
      setDirectoryId(null);
      void refresh();
    },
    onError: (error) => showError(error, t("catalogue.deleteFailed")),
  });
  const makeDefault = useMutation({
    mutationFn: (id: number) => seriesApi.makeDefault(id),
    onSuccess: () => void refresh(),
    onError: (error) => showError(error, t("catalogue.saveFailed")),
  });

  /** SPEC §5: "a product series must be chosen first". */
  function withChosen(open: (s: SeriesSummary) => void) {
    if (!chosen) toast.warning(t("catalogue.chooseSeriesFirst"));
    else open(chosen);
  }
  function newSeries() {
    if (targets.length === 0) {
      toast.warning(t("catalogue.secondaryDirectoryRequired"));
      return;
    }
    const inChosenDirectory = directory && !directory.isMain ? directory.id : targets[0]?.id;
    setDialog({ kind: "newSeries", directoryId: inChosenDirectory });
  }

  const seriesActions = (
    <Space wrap>
      <Button type="primary" data-testid="new-series" onClick={newSeries}>
        {t("catalogue.newSeries")}
      </Button>
      <Button data-testid="open-market" onClick={() => navigate("/find")}>
        {t("catalogue.market")}
      </Button>
      <Button
        data-testid="clone-series"
        onClick={() =>
          withChosen((s) =>
            // SPEC §6: a trial account cannot clone; it is offered the upgrade instead of a dialog the server refuses
            trial
              ? ui.showBuyDialog(3, { message: t("catalogue.trialNoClone"), upgrade: true })
              : setDialog({ kind: "clone", series: s }),
          )
        }
      >
        {t("catalogue.clone")}
      </Button>
      <Button
        data-testid="share-series"
        onClick={() => withChosen((s) => setDialog({ kind: "share", series: s }))}
      >
        {t("catalogue.share")}
      </Button>
      <Button
        data-testid="move-series"
        onClick={() => withChosen((s) => setDialog({ kind: "move", series: s }))}
      >
        {t("catalogue.move")}
      </Button>
      <Popconfirm
        title={t("catalogue.confirmDeleteSeries")}
        disabled={!chosen}
        onConfirm={() => chosen && removeSeries.mutate(chosen.id)}
      >
        <Button danger data-testid="delete-series" onClick={() => !chosen && withChosen(() => {})}>
          {t("catalogue.delete")}
        </Button>
      </Popconfirm>
    </Space>
  );
  return (
    <ProductManageGate>
      <Flex
        gap={16}
        vertical={phone}
        align={phone ? "stretch" : "start"}
        data-testid="product-catalogue"
        style={{ padding: phone ? 8 : 16 }}
      >
        <Card
          title={t("catalogue.directories")}
          style={phone ? undefined : { width: 280, flex: "none" }}
          extra={
            <Button
              size="small"
              data-testid="new-directory"
              onClick={() => setDialog({ kind: "newDirectory", parentId: directory?.id ?? null })}
            >
              {t("catalogue.newDirectory")}
            </Button>
          }
        >
          {catalogue.data && (
            <Tree<(typeof tree)[number]>
              key={tree.length}
              treeData={tree}
              defaultExpandAll
              selectedKeys={directoryId === null ? [] : [directoryId]}
              onSelect={(keys) => setDirectoryId(keys.length ? Number(keys[0]) : null)}
              titleRender={(node) => (
                <span data-testid={node.isMain ? "directory-main" : `directory-${node.title}`}>
                  {node.isMain ? t("catalogue.mainDirectory") : node.title}
                </span>
              )}
            />
          )}
          {directory && !directory.isMain && (
            <Space style={{ marginTop: 12 }}>
              <Button
                size="small"
                data-testid="rename-directory"
                onClick={() => setDialog({ kind: "renameDirectory", directory })}
              >
                {t("catalogue.rename")}
              </Button>
              <Popconfirm
                title={t("catalogue.confirmDeleteDirectory")}
                onConfirm={() => removeDirectory.mutate(directory.id)}
              >
                <Button size="small" danger data-testid="delete-directory">
                  {t("catalogue.delete")}
                </Button>
              </Popconfirm>
            </Space>
          )}
        </Card>
        <Card
          style={{ flex: 1, minWidth: 0 }}
          title={<Typography.Text strong>{t("catalogue.title")}</Typography.Text>}
          extra={phone ? undefined : seriesActions}
        >
          {phone && <div style={{ marginBottom: 12 }}>{seriesActions}</div>}
          <Table<SeriesSummary>
            rowKey="id"
            scroll={phone ? { x: "max-content" } : undefined}
            size="middle"
            loading={catalogue.isPending}
            dataSource={seriesIn(catalogue.data, directoryId)}
            pagination={false}
            rowSelection={{
              type: "radio",
              selectedRowKeys: chosen ? [chosen.id] : [],
              onChange: (_, rows) => setChosen(rows[0] ?? null),
            }}
            onRow={(row) => ({ "data-testid": `series-row-${row.name}` }) as object}
            columns={[
              {
                title: t("catalogue.seriesName"),
                dataIndex: "name",
                render: (name: string, row) => (
                  <Space>
                    {name}
                    {row.isDefault && <Tag color="blue">{t("catalogue.default")}</Tag>}
                    {row.shared && <Tag color="green">{t("catalogue.sharedTag")}</Tag>}
                  </Space>
                ),
              },
              {
                title: t("catalogue.material"),
                dataIndex: "material",
                render: (m: string | null) => (m ? t(`material.${m as "aluminium"}`) : ""),
              },
              {
                title: t("catalogue.directory"),
                dataIndex: "directoryId",
                render: (id: number) => catalogue.data?.directories.find((d) => d.id === id)?.name ?? "",
              },
              { title: t("catalogue.version"), dataIndex: "version" },
              {
                title: t("catalogue.actions"),
                render: (_, row) => (
                  <Space wrap>
                    <Button
                      size="small"
                      data-testid={`edit-formulas-${row.id}`}
                      onClick={() => navigate(`/product-manage/script/${row.id}`)}
                    >
                      {t("catalogue.formulas")}
                    </Button>
                    <Button size="small" onClick={() => navigate(`/product-manage/windoorscript/${row.id}`)}>
                      {t("catalogue.seriesData")}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => navigate(`/product-manage/product-test?series=${row.id}`)}
                    >
                      {t("catalogue.test")}
                    </Button>
                    <Button
                      size="small"
                      data-testid={`publish-series-${row.id}`}
                      onClick={() => navigate(`/market/uploadProduct/${row.id}`)}
                    >
                      {t("catalogue.publish")}
                    </Button>
                    {!row.isDefault && (
                      <Button size="small" type="link" onClick={() => makeDefault.mutate(row.id)}>
                        {t("catalogue.makeDefault")}
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Flex>
      <SunroomSeriesCard phone={phone} />
      {stale.dialog}
      <CatalogueDialog
        state={dialog}
        directories={targets}
        seriesNames={catalogue.data?.series.map((s) => s.name) ?? []}
        busy={submit.isPending}
        onCancel={() => setDialog(null)}
        onSubmit={(values) => dialog && submit.mutate({ state: dialog, values })}
      />
    </ProductManageGate>
  );
}

export const Component = withQueryClient(CatalogueIndexPage);
