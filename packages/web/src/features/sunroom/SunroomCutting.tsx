// The cutting plan of every profile of the sunroom (structure and facets) through the cutting
// optimizer, run on request in the browser (pure core, a couple of seconds at most).
import type { Bom } from "@fenestra/core/bom/index";
import type { GroupPlan } from "@fenestra/core/cutting/index";
import type { SawSettings } from "@fenestra/core/cutting/settings";
import { sunroomCutting } from "@fenestra/core/sunroom/index";
import { Button, Card, Flex } from "antd";
import { useState } from "react";
import { type Column, ResponsiveTable } from "../../shared/ui/ResponsiveTable.tsx";
import { useSunroomT } from "./sunroom-text.ts";

type Row = {
  key: string;
  profile: string;
  colour: string;
  bars: string;
  pieces: string;
  utilization: string;
};

export function SunroomCutting({ bom, sawOf }: { bom: Bom; sawOf: (code: string) => SawSettings }) {
  const t = useSunroomT();
  const [done, setDone] = useState<{ bom: Bom; plans: GroupPlan[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const cut = () => {
    setBusy(true);
    // after the button has shown it is busy
    setTimeout(() => {
      setDone({ bom, plans: sunroomCutting(bom, sawOf, { now: () => performance.now() }) });
      setBusy(false);
    }, 0);
  };
  // a plan is shown only for the bill of materials it was made from
  const plans = done && done.bom === bom ? done.plans : null;
  const rows: Row[] = (plans ?? []).map((p) => ({
    key: `${p.profile}|${p.color}`,
    profile: p.profile,
    colour: p.color,
    bars: p.result.ok ? String(p.result.value.summary.stockBars) : t("cut.failed"),
    pieces: p.result.ok ? String(p.result.value.bars.reduce((n, b) => n + b.cuts.length * b.repeat, 0)) : "",
    utilization: p.result.ok ? `${(p.result.value.summary.utilization * 100).toFixed(1)} %` : "",
  }));
  const columns: Column<Row>[] = [
    { title: t("cut.profile"), dataIndex: "profile", primary: true },
    { title: t("cut.colour"), dataIndex: "colour" },
    { title: t("cut.bars"), dataIndex: "bars" },
    { title: t("cut.pieces"), dataIndex: "pieces" },
    { title: t("cut.utilization"), dataIndex: "utilization" },
  ];
  return (
    <Card size="small" title={t("cut.title")} style={{ marginBottom: 12 }}>
      <Flex vertical gap={8}>
        <Button onClick={cut} loading={busy} data-testid="sunroom-cut" style={{ alignSelf: "flex-start" }}>
          {t("cut.button")}
        </Button>
        {plans && (
          <ResponsiveTable
            rowKey="key"
            columns={columns}
            dataSource={rows}
            pagination={false}
            testId="sunroom-cutting"
          />
        )}
      </Flex>
    </Card>
  );
}
