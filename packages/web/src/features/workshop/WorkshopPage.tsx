// /manage/workshop: the workshop view of contracts (review, deposit, arrange, finish, deliver,
// revert with a reason, confirm balance), each contract's units per link (withdraw, pack,
// labels), the board of units per link, the link set-up and the wages.
import { ArrowUpOutlined } from "@ant-design/icons";
import { formatYuan } from "@fenestra/core/pricing/money-text";
import { WORKSHOP_LINKS } from "@fenestra/core/workshop/index";
import {
  Progress as Bar,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Drawer,
  Flex,
  Input,
  InputNumber,
  Result,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useCallback, useEffect, useState } from "react";
import { isApiError } from "../../shared/api/api-error.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { useFileJob } from "../../shared/files/FileJobStatus.tsx";
import { useStaleSave } from "../../shared/saving/use-stale-save.tsx";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { useEventQuestion } from "../orders/index.ts";
import { useWorkshopT } from "./i18n.ts";
import { WorkshopBar } from "./WorkshopBar.tsx";
import {
  type Board,
  type LinkSetting,
  type Progress,
  type Setup,
  type Wages,
  type WorkshopContract,
  type WorkshopEvent,
  type WorkshopLink,
  workshopApi,
} from "./workshop-api.ts";

export function Component() {
  const t = useWorkshopT();
  return (
    <>
      <WorkshopBar active="workshop" />
      <Card size="small" style={{ margin: 8 }} title={t("title")}>
        <Tabs
          items={[
            { key: "contracts", label: t("tabs.contracts"), children: <Contracts /> },
            { key: "board", label: t("tabs.board"), children: <BoardView /> },
            { key: "setup", label: t("tabs.setup"), children: <LinkSetup /> },
            { key: "wages", label: t("tabs.wages"), children: <WagesView /> },
          ]}
        />
      </Card>
    </>
  );
}

function Contracts() {
  const t = useWorkshopT();
  const [rows, setRows] = useState<WorkshopContract[]>([]);
  const [open, setOpen] = useState<number | undefined>();
  const [revert, setRevert] = useState<WorkshopContract | undefined>();
  const [reason, setReason] = useState("");
  const load = useCallback(() => {
    workshopApi.contracts().then(setRows).catch(showRefusal);
  }, []);
  useEffect(load, [load]);
  // Confirming the deposit, arranging and finishing ask first, as on the contract's page.
  const [press, questionHolder] = useEventQuestion();
  const act = (c: WorkshopContract, event: WorkshopEvent, why?: string) =>
    workshopApi
      .act(c.id, event, why)
      .then((next) => setRows((list) => list.map((r) => (r.id === next.id ? next : r))))
      .catch(showRefusal);
  return (
    <>
      {questionHolder}
      <ResponsiveTable<WorkshopContract>
        rowKey="id"
        dataSource={rows}
        testId="workshop-contracts"
        empty={t("contracts.empty")}
        columns={[
          { title: t("contracts.no"), dataIndex: "contractNo", primary: true },
          { title: t("contracts.customer"), dataIndex: "customer" },
          { title: t("contracts.status"), render: (_, c) => <Tag>{t(`status.${c.status}`)}</Tag> },
          { title: t("contracts.units"), render: (_, c) => `${c.packed}/${c.units}` },
          {
            title: t("contracts.progress"),
            render: (_, c) => <Bar percent={c.percent} size="small" style={{ width: 100 }} />,
          },
          {
            title: t("contracts.overdue"),
            render: (_, c) => (c.overdue > 0 ? <Tag color="red">{c.overdue}</Tag> : null),
          },
          { title: formatYuan(0).replace(/[\d.,\s]/g, "") || "¥", render: (_, c) => formatYuan(c.amount) },
          {
            title: t("contracts.actions"),
            actions: true,
            render: (_, c) => (
              <Space wrap>
                {c.events.map((e) => (
                  <Button
                    key={e}
                    size="small"
                    data-testid={`event-${e}`}
                    onClick={() => {
                      if (e !== "revert")
                        return press(e, { contractNo: c.contractNo, intentions: 0, production: c }, () =>
                          act(c, e),
                        );
                      setRevert(c);
                      setReason("");
                    }}
                  >
                    {t(`events.${e}`)}
                  </Button>
                ))}
                {c.units > 0 && (
                  <Button
                    size="small"
                    type="link"
                    data-testid="workshop-open-units"
                    onClick={() => setOpen(c.id)}
                  >
                    {t("contracts.open")}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Dialog
        open={revert !== undefined}
        title={t("revert.title")}
        okButtonProps={{ disabled: reason.trim() === "" }}
        onCancel={() => setRevert(undefined)}
        onOk={() => {
          if (revert) void act(revert, "revert", reason.trim());
          setRevert(undefined);
        }}
      >
        <Input.TextArea
          placeholder={t("revert.reason")}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          status={reason.trim() === "" ? "warning" : undefined}
        />
        {reason.trim() === "" && <Typography.Text type="warning">{t("revert.required")}</Typography.Text>}
      </Dialog>
      <Drawer
        open={open !== undefined}
        width={Math.min(960, window.innerWidth)}
        onClose={() => {
          setOpen(undefined);
          load();
        }}
      >
        {open !== undefined && <Units id={open} />}
      </Drawer>
    </>
  );
}

function Units({ id }: { id: number }) {
  const t = useWorkshopT();
  const [p, setP] = useState<Progress | undefined>();
  const [chosen, setChosen] = useState<number[]>([]);
  // the finished link being withdrawn (after confirmation, with a reason: SPEC §4)
  const [withdrawing, setWithdrawing] = useState<
    { unit: Progress["units"][number]; link: WorkshopLink } | undefined
  >();
  const [why, setWhy] = useState("");
  const [refused, setRefused] = useState<string | undefined>();
  const labelJob = useFileJob();
  const load = useCallback(() => {
    workshopApi
      .progress(id)
      .then(setP)
      .catch((error: unknown) => {
        // the toast says why, and the drawer too rather than opening blank
        showRefusal(error);
        setRefused(isApiError(error) ? error.message : undefined);
      });
  }, [id]);
  useEffect(load, [load]);
  if (refused !== undefined)
    return <Result status="warning" title={refused} data-testid="workshop-units-refused" />;
  if (!p) return null;
  const withdraw = (unit: Progress["units"][number], link: WorkshopLink) => {
    setWhy("");
    setWithdrawing({ unit, link });
  };
  const lastFinished = (u: Progress["units"][number]) =>
    [...u.links].reverse().find((l) => l.status === "finished")?.link;
  return (
    <Flex vertical gap={12} data-testid="workshop-units">
      {labelJob.node}
      <Dialog
        open={withdrawing !== undefined}
        title={
          withdrawing &&
          t("units.withdrawConfirm", {
            link: t(`links.${withdrawing.link}`),
            serial: withdrawing.unit.serial,
          })
        }
        okButtonProps={{ disabled: why.trim() === "", danger: true }}
        onCancel={() => setWithdrawing(undefined)}
        onOk={() => {
          if (withdrawing)
            void workshopApi
              .withdraw(withdrawing.unit.id, withdrawing.link, why.trim())
              .then(load)
              .catch(showRefusal);
          setWithdrawing(undefined);
        }}
      >
        <Input
          placeholder={t("revert.reason")}
          value={why}
          maxLength={200}
          data-testid="withdraw-reason"
          onChange={(e) => setWhy(e.target.value)}
        />
        {why.trim() === "" && <Typography.Text type="warning">{t("revert.required")}</Typography.Text>}
      </Dialog>
      <Typography.Title level={5}>
        {p.contract.contractNo} · {p.percent}%
      </Typography.Title>
      <Flex gap={8} wrap>
        {p.perLink.map((l) => (
          <Tag key={l.link}>
            {t(`links.${l.link}`)} {l.done}/{l.total}
          </Tag>
        ))}
      </Flex>
      <Space wrap>
        <Button
          data-testid="labels-a4"
          onClick={() => void labelJob.run(() => workshopApi.startLabels(id, "a4")).catch(showRefusal)}
        >
          {t("labels.a4")}
        </Button>
        <Button
          data-testid="labels-60x40"
          onClick={() => void labelJob.run(() => workshopApi.startLabels(id, "60x40")).catch(showRefusal)}
        >
          {t("labels.small")}
        </Button>
        <Button
          data-testid="labels-pieces"
          onClick={() =>
            void labelJob.run(() => workshopApi.startLabels(id, "60x40", true)).catch(showRefusal)
          }
        >
          {t("labels.pieces")}
        </Button>
        <Button
          data-testid="delivery-note"
          onClick={() => void labelJob.run(() => workshopApi.deliveryNote(id)).catch(showRefusal)}
        >
          {t("units.deliveryNote")}
        </Button>
        <Button
          type="primary"
          disabled={chosen.length === 0}
          onClick={() =>
            void workshopApi
              .pack(id, chosen)
              .then((pk) => {
                void toast.success(t("units.packed", { no: pk.packageNo }));
                setChosen([]);
                load();
              })
              .catch(showRefusal)
          }
        >
          {t("units.pack")}
        </Button>
      </Space>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={p.units}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys as number[]),
          getCheckboxProps: (u) => ({ disabled: u.packageNo !== null }),
        }}
        columns={[
          { title: t("units.serial"), dataIndex: "serial" },
          { title: t("units.window"), dataIndex: "windowNo" },
          {
            title: t("units.current"),
            render: (_, u) =>
              u.currentLink ? (
                <Tag color={u.overdue ? "red" : "blue"}>{t(`links.${u.currentLink}`)}</Tag>
              ) : (
                <Tag color="green">{t("units.done")}</Tag>
              ),
          },
          {
            title: t("tabs.setup"),
            render: (_, u) => (
              <Flex gap={2} wrap>
                {u.links.map((l) => (
                  <Tag
                    key={l.link}
                    color={
                      { finished: "green", overdue: "red", processing: "blue", unassigned: "default" }[
                        l.status
                      ]
                    }
                    title={[t(`linkStatus.${l.status}`), l.workerName ?? ""].join(" ")}
                  >
                    {t(`links.${l.link}`)}
                  </Tag>
                ))}
              </Flex>
            ),
          },
          {
            title: t("units.package"),
            render: (_, u) => u.packageNo,
          },
          {
            title: t("contracts.actions"),
            render: (_, u) => {
              const last = lastFinished(u);
              return last ? (
                <Button size="small" danger onClick={() => withdraw(u, last)}>
                  {t("units.withdraw", { link: t(`links.${last}`) })}
                </Button>
              ) : null;
            },
          },
        ]}
      />
      {p.packages.map((pk) => (
        <Flex key={pk.id} gap={8} align="center" wrap>
          <Tag>{pk.packageNo}</Tag>
          <Typography.Text type="secondary">{pk.units.join(", ")}</Typography.Text>
          <Button
            size="small"
            onClick={() => void workshopApi.packageLabel(pk.id, "60x40").catch(showRefusal)}
          >
            {t("units.packageLabel")}
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}

function BoardView() {
  const t = useWorkshopT();
  const [board, setBoard] = useState<Board | undefined>();
  useEffect(() => {
    workshopApi.board().then(setBoard).catch(showRefusal);
  }, []);
  if (!board) return null;
  return (
    <Flex vertical gap={12}>
      <Space>
        <Typography.Text>{t("board.units", { count: board.units })}</Typography.Text>
        {board.overdue > 0 && <Tag color="red">{t("board.overdue", { count: board.overdue })}</Tag>}
      </Space>
      <Flex gap={12} wrap data-testid="workshop-board">
        {board.links.map((l) => (
          <Card
            key={l.link}
            size="small"
            style={{ flex: "1 1 220px", maxWidth: 360 }}
            title={`${t(`links.${l.link}`)} (${l.count})`}
            extra={l.overdue > 0 ? <Tag color="red">{l.overdue}</Tag> : null}
          >
            <Flex vertical gap={2}>
              {l.units.map((u) => (
                <Typography.Text key={u.id} type={u.overdue ? "danger" : undefined}>
                  {u.serial} {u.windowNo}
                </Typography.Text>
              ))}
              {l.count > l.units.length && (
                <Typography.Text type="secondary">
                  {t("board.more", { count: l.count - l.units.length })}
                </Typography.Text>
              )}
            </Flex>
          </Card>
        ))}
      </Flex>
    </Flex>
  );
}

/** The set-up's rows: the links in use in their order, then the others. */
function setupRows(s: Setup): (LinkSetting & { used: boolean })[] {
  const used = s.links.map((l) => ({ ...l, used: true }));
  const rest = WORKSHOP_LINKS.filter((l) => !s.links.some((x) => x.link === l)).map((link) => ({
    link,
    expectedDays: 1,
    used: false,
  }));
  return [...used, ...rest];
}

function LinkSetup() {
  const t = useWorkshopT();
  const [rows, setRows] = useState<(LinkSetting & { used: boolean })[]>([]);
  // The version of the set-up the rows were read at: a save names it (a reload reads it again).
  const [version, setVersion] = useState(0);
  const show = useCallback((s: Setup) => {
    setRows(setupRows(s));
    setVersion(s.version);
  }, []);
  const load = useCallback(() => workshopApi.setup().then(show).catch(showRefusal), [show]);
  useEffect(() => {
    void load();
  }, [load]);
  const stale = useStaleSave();
  const saved = (s: Setup) => {
    show(s);
    toast.success(t("setup.saved"));
  };
  const save = () => {
    const links = rows.filter((r) => r.used).map(({ link, expectedDays }) => ({ link, expectedDays }));
    workshopApi.saveLinks({ links, version }).then(saved, (error: unknown) => {
      const offered = stale.offer(error, {
        reload: load,
        overwrite: () => workshopApi.saveLinks({ links, overwrite: true }).then(saved).catch(showRefusal),
      });
      if (!offered) showRefusal(error);
    });
  };
  const move = (i: number) =>
    setRows((list) => {
      if (i === 0) return list;
      const next = [...list];
      const [row] = next.splice(i, 1);
      if (row) next.splice(i - 1, 0, row);
      return next;
    });
  const invalid = rows.some(
    (r) => r.used && (!Number.isInteger(r.expectedDays) || r.expectedDays < 1 || r.expectedDays > 365),
  );
  return (
    <Flex vertical gap={12} style={{ maxWidth: 560 }}>
      <Table
        rowKey="link"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        columns={[
          {
            title: t("setup.used"),
            render: (_, r, i) => (
              <Checkbox
                checked={r.used}
                onChange={(e) =>
                  setRows((list) => list.map((x, j) => (j === i ? { ...x, used: e.target.checked } : x)))
                }
              />
            ),
          },
          { title: t("setup.link"), render: (_, r) => t(`links.${r.link}`) },
          {
            title: t("setup.days"),
            render: (_, r, i) => (
              <InputNumber
                value={r.expectedDays}
                precision={0}
                style={{ width: 72 }}
                status={
                  !Number.isInteger(r.expectedDays) || r.expectedDays < 1 || r.expectedDays > 365
                    ? "error"
                    : undefined
                }
                onChange={(v) =>
                  setRows((list) =>
                    list.map((x, j) =>
                      j === i ? { ...x, expectedDays: typeof v === "number" ? v : Number.NaN } : x,
                    ),
                  )
                }
              />
            ),
          },
          {
            render: (_, __, i) => (
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                title={t("setup.up")}
                aria-label={t("setup.up")}
                disabled={i === 0}
                onClick={() => move(i)}
              />
            ),
          },
        ]}
      />
      {stale.dialog}
      <Button
        type="primary"
        disabled={invalid || !rows.some((r) => r.used)}
        onClick={save}
        data-testid="workshop-links-save"
      >
        {t("setup.save")}
      </Button>
    </Flex>
  );
}

function WagesView() {
  const t = useWorkshopT();
  const fileJob = useFileJob();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf("month"), dayjs()]);
  const [data, setData] = useState<Wages | undefined>();
  const from = range[0].format("YYYY-MM-DD");
  const to = range[1].format("YYYY-MM-DD");
  useEffect(() => {
    workshopApi.wages(from, to).then(setData).catch(showRefusal);
  }, [from, to]);
  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Typography.Text>{t("wages.period")}</Typography.Text>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        <Button
          loading={fileJob.busy}
          data-testid="wages-export"
          onClick={() => void fileJob.run(() => workshopApi.wagesXlsx(from, to)).catch(showRefusal)}
        >
          {t("wages.export")}
        </Button>
      </Space>
      {fileJob.node}
      <Table
        rowKey="userId"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        data-testid="workshop-wages"
        dataSource={data?.workers ?? []}
        columns={[
          { title: t("wages.worker"), dataIndex: "name" },
          {
            title: t("tabs.setup"),
            render: (_, w) =>
              w.perLink.map((l) => (
                <Tag key={l.link}>
                  {t(`links.${l.link}`)} × {l.pieces} = {formatYuan(l.amount)}
                </Tag>
              )),
          },
          { title: t("wages.pieces"), dataIndex: "pieces" },
          { title: t("wages.amount"), render: (_, w) => formatYuan(w.amount) },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              {t("wages.total")}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1}>{formatYuan(data?.total ?? 0)}</Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Flex>
  );
}
