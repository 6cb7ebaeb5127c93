import { CameraOutlined } from "@ant-design/icons";
import { toDisplayLength } from "@fenestra/core";
import type { CommandEnv } from "@fenestra/core/commands/index";
import type { Design } from "@fenestra/core/design/model";
import type { RecognizeStep } from "@fenestra/core/sketch/recognize";
import type { Box } from "@fenestra/core/sketch/sketch-types";
import { Alert, Button, Flex, Form, Grid, Progress, Select, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { screenClass } from "../../../app/bars/visibility.ts";
import { Dialog } from "../../../shared/ui/Dialog.tsx";
import { designerText, useDesignerT } from "../i18n.ts";
import { LengthField } from "../panels/fields.tsx";
import type { Unit } from "../panels/panel-props.ts";
import { refusal } from "../panels/typed-length-error.ts";
import { ProposalView, type Selected } from "./ProposalView.tsx";
import { paperUrl, photoPixels } from "./photo-pixels.ts";
import {
  CELL_KINDS,
  cellKindName,
  isSlideGroup,
  moveLine,
  nodeAt,
  overallSize,
  type Proposal,
  partSizes,
  proposalDesign,
  proposalOf,
  setCellKind,
  setPartSize,
  withReadSizes,
} from "./proposal.ts";
import { recognizeInWorker } from "./run-recognizer.ts";

// Sketch recognition (issue 32): a photo of a window drawn by hand is read on this device (a Web
// Worker, each step shown), its proposal shown over the straightened paper to correct — lines
// dragged or their parts' sizes typed, cells' kinds changed, the overall size typed — and only
// "Insert" puts it into the drawing (one undo step); closing changes nothing.

type Stage =
  | { kind: "pick" }
  | { kind: "reading"; step: RecognizeStep; done: number }
  | { kind: "failed"; reason: "photo_invalid" | "no_paper" | "no_frame" | "crashed" }
  | {
      kind: "edit";
      proposal: Proposal;
      frame: Box;
      paper: { width: number; height: number; url: string };
    };

export default function SketchDialog(props: {
  /** A photo to read at once (from a measurement photo); else the user picks one. */
  photo?: Blob | null;
  unit: Unit;
  env: CommandEnv;
  onInsert: (design: Design) => void;
  onClose: () => void;
}) {
  const t = useDesignerT();
  const compact = screenClass(Grid.useBreakpoint()) === "sm";
  const [stage, setStage] = useState<Stage>({ kind: "pick" });
  const [selected, setSelected] = useState<Selected>(null);
  const [insertError, setInsertError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<(() => void) | null>(null);
  const url = stage.kind === "edit" ? stage.paper.url : null;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  useEffect(() => () => running.current?.(), []);

  async function read(file: Blob) {
    running.current?.();
    setSelected(null);
    setInsertError(null);
    setStage({ kind: "reading", step: "gray", done: 0 });
    const pixels = await photoPixels(file);
    if (!pixels) return setStage({ kind: "failed", reason: "photo_invalid" });
    const job = recognizeInWorker(pixels, (step, done) => setStage({ kind: "reading", step, done }));
    running.current = job.cancel;
    try {
      const { reading, paper } = await job.result;
      if (!reading.ok || !paper)
        return setStage({ kind: "failed", reason: reading.ok ? "crashed" : reading.reason });
      setStage({
        kind: "edit",
        // the overall sizes written on the sketch, where they were read, start the fields
        proposal: withReadSizes(proposalOf(reading.tree), reading.sizes),
        frame: reading.tree.box,
        paper: { width: paper.width, height: paper.height, url: await paperUrl(paper) },
      });
    } catch {
      setStage({ kind: "failed", reason: "crashed" });
    } finally {
      running.current = null;
    }
  }

  // a photo handed over (a measurement photo) is read when the dialog opens
  const handed = useRef(props.photo ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens
  useEffect(() => {
    const photo = handed.current;
    handed.current = null;
    if (photo) void read(photo);
  }, []);

  const update = (proposal: Proposal) => {
    if (stage.kind !== "edit") return;
    setInsertError(null);
    setStage({ ...stage, proposal });
  };
  /** Applies a correction when the design takes it; answers the design's result for the field. */
  const tryUpdate = (proposal: Proposal) => {
    const built = overallSize(proposal) ? proposalDesign(proposal, props.env) : undefined;
    if (!built || built.ok) update(proposal);
    return built;
  };

  const insert = () => {
    if (stage.kind !== "edit") return;
    const built = proposalDesign(stage.proposal, props.env);
    if (!built.ok)
      return setInsertError(overallSize(stage.proposal) ? refusal(built) : designerText("sketch.sizeNeeded"));
    props.onInsert(built.design);
  };

  const show = (mm: number) => toDisplayLength(mm, props.unit.length, props.unit.digits);
  const unitName = t(`units.${props.unit.length}`);
  const picker = (
    <>
      <Button
        type={stage.kind === "pick" ? "primary" : "default"}
        icon={<CameraOutlined />}
        onClick={() => input.current?.click()}
        data-testid="sketch-pick"
      >
        {stage.kind === "pick" ? t("sketch.pick") : t("sketch.another")}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/heic,image/heif,.heic,.heif"
        style={{ display: "none" }}
        data-testid="sketch-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void read(file);
          e.target.value = "";
        }}
      />
    </>
  );

  let body: React.ReactNode;
  if (stage.kind === "pick")
    body = (
      <Flex vertical gap={16} align="center" style={{ padding: "32px 0" }}>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 520, textAlign: "center" }}>
          {t("sketch.pickHint")}
        </Typography.Paragraph>
        {picker}
      </Flex>
    );
  else if (stage.kind === "reading")
    body = (
      <Flex vertical gap={8} align="center" style={{ padding: "48px 0" }} data-testid="sketch-progress">
        <Progress type="circle" percent={Math.round(stage.done * 100)} size={96} />
        <Typography.Text>{t(`sketch.steps.${stage.step}`)}</Typography.Text>
      </Flex>
    );
  else if (stage.kind === "failed")
    body = (
      <Flex vertical gap={16} align="center" style={{ padding: "32px 0" }}>
        <Alert type="error" showIcon title={t(`sketch.failed.${stage.reason}`)} data-testid="sketch-failed" />
        {picker}
      </Flex>
    );
  else {
    const { proposal } = stage;
    const size = overallSize(proposal);
    const node = selected ? nodeAt(proposal.root, selected.path) : undefined;
    body = (
      <Flex vertical={compact} gap={16} style={{ minHeight: 0 }}>
        <div
          style={{
            flex: compact ? undefined : 1,
            minWidth: 0,
            height: compact ? "45dvh" : "62vh",
            background: "#f5f5f5",
          }}
        >
          <ProposalView
            proposal={proposal}
            frame={stage.frame}
            paper={stage.paper}
            selected={selected}
            title={t("sketch.title")}
            cellLabel={(cell) => t(`sketch.kinds.${cellKindName(cell)}`)}
            onSelect={setSelected}
            onMoveLine={(path, index, at) => void tryUpdate(moveLine(proposal, path, index, at))}
          />
        </div>
        <Form
          layout="vertical"
          size="small"
          style={{ width: compact ? "100%" : 280 }}
          data-testid="sketch-panel"
        >
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
            {t("sketch.editHint")}
          </Typography.Paragraph>
          <Flex gap={8}>
            <Half>
              <LengthField
                label={`${t("sketch.width")} (${unitName})`}
                testId="sketch-width"
                value={proposal.width === undefined ? null : show(proposal.width)}
                unit={props.unit.length}
                onCommit={(width) => tryUpdate({ ...proposal, width })}
              />
            </Half>
            <Half>
              <LengthField
                label={`${t("sketch.height")} (${unitName})`}
                testId="sketch-height"
                value={proposal.height === undefined ? null : show(proposal.height)}
                unit={props.unit.length}
                onCommit={(height) => tryUpdate({ ...proposal, height })}
              />
            </Half>
          </Flex>
          {size ? null : (
            <Alert type="info" showIcon title={t("sketch.sizeNeeded")} style={{ marginBottom: 8 }} />
          )}
          {selected?.kind === "cell" && node?.kind === "cell" ? (
            <Form.Item label={t("sketch.cellKind")}>
              <Select
                data-testid="sketch-kind"
                value={cellKindName(node.cell)}
                options={CELL_KINDS.map((k) => ({
                  value: k,
                  label: <span data-testid={`sketch-kind-${k}`}>{t(`sketch.kinds.${k}`)}</span>,
                }))}
                onChange={(k) => {
                  const next = setCellKind(proposal, selected.path, k);
                  const built = tryUpdate(next);
                  if (built && !built.ok) setInsertError(refusal(built));
                }}
              />
            </Form.Item>
          ) : null}
          {selected?.kind === "line" &&
          node?.kind === "split" &&
          size &&
          !isSlideGroup(proposal, selected.path) ? (
            <LineFields
              key={`${selected.path.join(".")}-${selected.index}`}
              proposal={proposal}
              selected={selected}
              vertical={node.direction === "vertical"}
              unit={props.unit}
              onCommit={tryUpdate}
            />
          ) : null}
          {selected && node?.kind === "split" && isSlideGroup(proposal, selected.path) ? (
            <Typography.Text type="secondary">{t("sketch.slideGroup")}</Typography.Text>
          ) : null}
          {insertError ? (
            <Alert
              type="error"
              showIcon
              title={insertError}
              data-testid="sketch-insert-error"
              style={{ marginTop: 8 }}
            />
          ) : null}
          <Flex gap={8} wrap style={{ marginTop: 16 }}>
            {picker}
          </Flex>
        </Form>
      </Flex>
    );
  }

  return (
    <Dialog
      open
      title={t("sketch.title")}
      width={compact ? "100%" : 1080}
      style={compact ? { top: 0, maxWidth: "100vw", padding: 0 } : undefined}
      onCancel={props.onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={props.onClose} data-testid="sketch-cancel">
          {t("sketch.cancel")}
        </Button>,
        <Button
          key="insert"
          type="primary"
          disabled={stage.kind !== "edit"}
          onClick={insert}
          data-testid="sketch-insert"
        >
          {t("sketch.insert")}
        </Button>,
      ]}
    >
      <div data-testid="sketch-dialog">{body}</div>
    </Dialog>
  );
}

/** The sizes of the two parts beside the selected line; typing one moves the line, exactly. */
function LineFields(props: {
  proposal: Proposal;
  selected: Extract<Selected, { kind: "line" }>;
  vertical: boolean;
  unit: Unit;
  onCommit: (p: Proposal) => ReturnType<typeof proposalDesign> | undefined;
}) {
  const t = useDesignerT();
  const { proposal, selected, unit } = props;
  const sizes = partSizes(proposal, selected.path) ?? [];
  const show = (mm: number) => toDisplayLength(mm, unit.length, unit.digits);
  const unitName = t(`units.${unit.length}`);
  const parts = [selected.index, selected.index + 1];
  const sides = ["before", "after"] as const;
  const labels = props.vertical
    ? [t("sketch.partLeft"), t("sketch.partRight")]
    : [t("sketch.partTop"), t("sketch.partBottom")];
  return (
    <Flex gap={8}>
      {parts.map((part, i) => (
        <Half key={part}>
          <LengthField
            label={`${labels[i]} (${unitName})`}
            testId={`sketch-part-${i}`}
            value={show(sizes[part] ?? 0)}
            unit={unit.length}
            check={(mm) => {
              const moved = setPartSize(proposal, selected.path, selected.index, sides[i]!, mm);
              return moved.ok
                ? null
                : designerText("sketch.partRange", {
                    min: show(moved.min),
                    max: show(moved.max),
                    unit: unitName,
                  });
            }}
            onCommit={(mm) => {
              const moved = setPartSize(proposal, selected.path, selected.index, sides[i]!, mm);
              return moved.ok ? props.onCommit(moved.proposal) : undefined;
            }}
          />
        </Half>
      ))}
    </Flex>
  );
}

/** One of two fields side by side, sharing the panel's width. */
const Half = ({ children }: { children: React.ReactNode }) => (
  <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
);
