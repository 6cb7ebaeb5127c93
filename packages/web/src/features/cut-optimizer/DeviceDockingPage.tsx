import { SAW_EXPORTERS, sawJobOf } from "@fenestra/core/cutting/machines";
import { formatAngles } from "@fenestra/core/units/saw-angle";
import { Button, Card, Flex, Radio, Result, Typography } from "antd";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { saveBlob } from "../../shared/files/save-blob.ts";
import { useSawAngleStep } from "../../shared/format/use-saw-angle-step.ts";
import { loadResult } from "./cut-optimizer-api.ts";
import { useCutT } from "./i18n.ts";

/** Bars shown in the page's cutting order; the file has them all. */
const PREVIEW_BARS = 20;

const HELP = { csv: "machines.csvHelp", dstv: "machines.dstvHelp", gcode: "machines.gcodeHelp" } as const;

/**
 * /deviceDocking (SPEC §2; issue 34): the confirmed cutting plan of this tab as a file for the
 * machines that cut, in the format the factory's saw reads (core cutting/machines: one exporter a
 * format, the same job for all). The file is made here, from the plan the server confirmed.
 */
function DeviceDockingPage() {
  const t = useCutT();
  const navigate = useNavigate();
  const angleStep = useSawAngleStep();
  const [saved] = useState(loadResult);
  const [format, setFormat] = useState(SAW_EXPORTERS[0]!.id);
  const job = useMemo(
    () =>
      saved?.confirmed
        ? sawJobOf(saved.result.orders.map((o) => o.orderNo).join("_"), saved.result.groups)
        : null,
    [saved],
  );
  if (!job)
    return (
      <Result
        status="info"
        title={t("machines.none")}
        extra={
          <Button type="primary" onClick={() => navigate("/orders/cutOptimizer")}>
            {t("machines.toOptimizer")}
          </Button>
        }
      />
    );
  const exporter = SAW_EXPORTERS.find((e) => e.id === format) ?? SAW_EXPORTERS[0]!;
  const download = () => {
    const file = exporter.write(job);
    saveBlob(new Blob([file.bytes as BlobPart], { type: file.mimeType }), file.fileName);
  };
  const cuts = job.bars.reduce((n, b) => n + b.cuts.length, 0);
  return (
    <Flex vertical gap={16} style={{ padding: 16, minWidth: 0 }} data-testid="device-docking">
      <Card size="small" title={t("machines.title")}>
        <Flex vertical gap={12}>
          <Typography.Text data-testid="machines-job">
            {t("machines.job", { name: job.name.replaceAll("_", ", "), bars: job.bars.length, cuts })}
          </Typography.Text>
          <Typography.Text strong>{t("machines.format")}</Typography.Text>
          <Radio.Group
            value={format}
            onChange={(e) => setFormat(e.target.value)}
            data-testid="machines-format"
          >
            <Flex vertical gap={8}>
              {SAW_EXPORTERS.map((e) => (
                <Radio key={e.id} value={e.id} data-testid={`machines-format-${e.id}`}>
                  <Typography.Text strong>{e.name}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(HELP[e.id as keyof typeof HELP])}
                  </Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          <div>
            <Button type="primary" onClick={download} data-testid="machines-download">
              {t("machines.download")}
            </Button>
          </div>
        </Flex>
      </Card>
      <Card size="small" title={t("machines.preview")} styles={{ body: { overflowX: "auto" } }}>
        <Flex vertical gap={8}>
          {job.bars.slice(0, PREVIEW_BARS).map((bar) => (
            <div key={bar.seq} data-testid="machines-bar">
              <Typography.Text strong>
                {t("machines.bar", {
                  seq: bar.seq,
                  profile: bar.profile,
                  color: bar.color,
                  length: bar.length,
                })}
                {bar.source === "leftover" && ` · ${t("machines.leftover", { id: bar.leftoverId })}`}
              </Typography.Text>
              <Flex wrap gap={6} style={{ fontSize: 12 }}>
                {bar.cuts.map((c) => (
                  <span key={c.no} style={{ border: "1px solid #ccc", borderRadius: 4, padding: "0 6px" }}>
                    #{c.no} {c.length} · {formatAngles([c.angleA, c.angleB], angleStep)}
                    {c.orientation === "flipped" ? ` · ${t("result.flipped")}` : ""}
                  </span>
                ))}
              </Flex>
            </div>
          ))}
          {job.bars.length > PREVIEW_BARS && (
            <Typography.Text type="secondary">
              {t("machines.more", { count: job.bars.length - PREVIEW_BARS })}
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

export const Component = withQueryClient(DeviceDockingPage);
