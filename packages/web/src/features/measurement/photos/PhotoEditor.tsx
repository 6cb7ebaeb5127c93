import {
  ArrowRightOutlined,
  ColumnWidthOutlined,
  EditOutlined,
  FontSizeOutlined,
  UndoOutlined,
} from "@ant-design/icons";
import {
  ANNOTATION_COLOURS,
  type Annotation,
  type AnnotationColour,
  annotationProblem,
  type Point,
} from "@fenestra/core/measurement/index";
import { Button, Flex, Form, Input, InputNumber, Segmented, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { newRequestKey } from "../../../shared/api/request-key.ts";
import { Dialog } from "../../../shared/ui/Dialog.tsx";
import { measureToolsText, useMeasureToolsT } from "../tools-i18n.ts";
import { drawAnnotation, drawPhoto } from "./draw-annotations.ts";

type Tool = "arrow" | "dimension" | "text" | "stroke";
/** A mark waiting for its value or text (the line is drawn, the number not yet typed). */
type Pending = { kind: "dimension"; from: Point; to: Point } | { kind: "text"; at: Point };

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * Marks a photo: arrows, dimension lines with their value, text and free strokes, drawn with a
 * finger, a pen or a mouse on the working picture. The marks are kept as vectors (fractions of
 * the photo); `onSave` gets them, the caller flattens and uploads.
 */
export function PhotoEditor({
  picture,
  initial,
  onSave,
  onCancel,
}: {
  picture: ImageBitmap;
  initial: readonly Annotation[];
  onSave: (annotations: Annotation[]) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useMeasureToolsT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [marks, setMarks] = useState<Annotation[]>([...initial]);
  const [tool, setTool] = useState<Tool>("arrow");
  const [colour, setColour] = useState<AnnotationColour>(ANNOTATION_COLOURS[0]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [saving, setSaving] = useState(false);
  const drag = useRef<{ from: Point; points: [number, number, number][] } | null>(null);
  const [draft, setDraft] = useState<Annotation | null>(null);
  const { width, height } = picture;

  useEffect(() => {
    const ctx = canvas.current?.getContext("2d");
    if (!ctx) return;
    drawPhoto(ctx, picture, marks, width, height);
    if (draft) drawAnnotation(ctx, draft, width, height);
  }, [picture, marks, draft, width, height]);

  const pointOf = (e: React.PointerEvent<HTMLCanvasElement>): Point => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: clamp01((e.clientX - box.left) / box.width), y: clamp01((e.clientY - box.top) / box.height) };
  };
  const shapeOf = (from: Point, to: Point, points: [number, number, number][]): Annotation => {
    const id = newRequestKey();
    if (tool === "stroke") return { kind: "stroke", id, colour, points };
    if (tool === "dimension") return { kind: "dimension", id, colour, from, to, value: 1 };
    return { kind: "arrow", id, colour, from, to };
  };

  function down(e: React.PointerEvent<HTMLCanvasElement>) {
    const p = pointOf(e);
    if (tool === "text") {
      setPending({ kind: "text", at: p });
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { from: p, points: [[p.x, p.y, e.pressure || 0.5]] };
  }
  function move(e: React.PointerEvent<HTMLCanvasElement>) {
    const d = drag.current;
    if (!d) return;
    const p = pointOf(e);
    if (tool === "stroke") d.points.push([p.x, p.y, e.pressure || 0.5]);
    setDraft(shapeOf(d.from, p, [...d.points]));
  }
  function up(e: React.PointerEvent<HTMLCanvasElement>) {
    const d = drag.current;
    drag.current = null;
    setDraft(null);
    if (!d) return;
    const to = pointOf(e);
    const mark = shapeOf(d.from, to, d.points);
    // a tap is no line: nothing is added (annotationProblem says why a mark cannot be)
    if (mark.kind === "dimension") {
      if (!annotationProblem({ ...mark, value: 1 })) setPending({ kind: "dimension", from: d.from, to });
      return;
    }
    if (!annotationProblem(mark)) setMarks((m) => [...m, mark]);
  }

  async function save() {
    setSaving(true);
    try {
      await onSave(marks);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      title={t("editor.title")}
      onCancel={onCancel}
      width="min(100vw, 1100px)"
      style={{ top: 8, maxWidth: "100vw", paddingBottom: 0 }}
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onCancel}>{t("editor.cancel")}</Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="photo-save">
            {t("editor.save")}
          </Button>
        </Flex>
      }
      destroyOnHidden
    >
      <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
        <Segmented<Tool>
          value={tool}
          onChange={setTool}
          data-testid="photo-tools"
          options={[
            { value: "arrow", icon: <ArrowRightOutlined />, label: t("editor.arrow") },
            { value: "dimension", icon: <ColumnWidthOutlined />, label: t("editor.dimension") },
            { value: "text", icon: <FontSizeOutlined />, label: t("editor.text") },
            { value: "stroke", icon: <EditOutlined />, label: t("editor.pen") },
          ]}
        />
        <Flex gap={4} aria-label={t("editor.colour")}>
          {ANNOTATION_COLOURS.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={c === colour}
              aria-label={c}
              onClick={() => setColour(c)}
              style={{
                width: 28,
                height: 28,
                borderRadius: 14,
                background: c,
                border: c === colour ? "3px solid #1677ff" : "1px solid #999",
                cursor: "pointer",
              }}
            />
          ))}
        </Flex>
        <Button
          icon={<UndoOutlined />}
          disabled={marks.length === 0}
          onClick={() => setMarks((m) => m.slice(0, -1))}
          aria-label={t("editor.undo")}
        >
          {t("editor.undo")}
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ display: "block", marginBottom: 4 }}>
        {t(`editor.hint.${tool}`)}
      </Typography.Text>
      <canvas
        ref={canvas}
        width={width}
        height={height}
        data-testid="photo-canvas"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => {
          drag.current = null;
          setDraft(null);
        }}
        style={{
          width: "100%",
          maxHeight: "65vh",
          objectFit: "contain",
          touchAction: "none",
          display: "block",
          background: "#222",
        }}
      />
      <MarkValue
        pending={pending}
        onCancel={() => setPending(null)}
        onDone={(mark) => {
          setMarks((m) => [...m, { ...mark, id: newRequestKey(), colour } as Annotation]);
          setPending(null);
        }}
      />
    </Dialog>
  );
}

/** Asks a dimension's value or a text mark's words; core's rules refuse them at the field. */
function MarkValue({
  pending,
  onCancel,
  onDone,
}: {
  pending: Pending | null;
  onCancel: () => void;
  onDone: (mark: Omit<Annotation, "id" | "colour">) => void;
}) {
  const t = useMeasureToolsT();
  const [form] = Form.useForm<{ value?: number; text?: string }>();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (pending) {
      form.resetFields();
      setError(null);
    }
  }, [pending, form]);
  if (!pending) return null;
  function ok() {
    if (!pending) return;
    const v = form.getFieldsValue();
    const mark =
      pending.kind === "dimension"
        ? { ...pending, value: v.value ?? 0 }
        : { ...pending, text: (v.text ?? "").trim() };
    const problem = annotationProblem({ ...mark, id: "x", colour: "#000000" } as Annotation);
    if (problem) {
      setError(measureToolsText(`rules.${problem.key}` as never, problem.values ?? {}));
      return;
    }
    onDone(mark as Omit<Annotation, "id" | "colour">);
  }
  const field = pending.kind === "dimension" ? "value" : "text";
  return (
    <Dialog
      open
      title={pending.kind === "dimension" ? t("editor.dimensionValue") : t("editor.textValue")}
      onOk={ok}
      onCancel={onCancel}
      okButtonProps={{ "data-testid": "mark-value-ok" } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={ok}>
        <Form.Item
          name={field}
          label={pending.kind === "dimension" ? t("editor.dimensionValue") : t("editor.textValue")}
          validateStatus={error ? "error" : undefined}
          help={error ?? undefined}
        >
          {pending.kind === "dimension" ? (
            <InputNumber autoFocus inputMode="numeric" style={{ width: "100%" }} data-testid="mark-value" />
          ) : (
            <Input autoFocus data-testid="mark-value" />
          )}
        </Form.Item>
      </Form>
    </Dialog>
  );
}
