import { formatArea, toDisplayLength } from "@fenestra/core";
import { Descriptions, Form, Input } from "antd";
import { toast } from "../../../shared/ui/toast.ts";
import { commandErrorText, useDesignerT } from "../i18n.ts";
import { shallowEqual, useDesignerSelector, useDesignerStore } from "../state/designer-context.ts";
import type { DesignerStore } from "../state/designer-store.ts";
import type { Unit } from "./panel-props.ts";

const NOTE_MAX = 200;

/** The note the selection ends with, as resolveSelection finds it (null for anything else). */
const selectedNote = (s: DesignerStore) => {
  const id = s.editor.selection[s.editor.selection.length - 1];
  return id ? (s.design.notes.find((n) => n.id === id) ?? null) : null;
};

/**
 * The selected note's text, committed on blur or Enter as one undo step. It follows the note
 * only, so a drag elsewhere in the drawing does not redraw it.
 */
function NoteField() {
  const t = useDesignerT();
  const store = useDesignerStore();
  const note = useDesignerSelector(selectedNote);
  if (!note) return null;
  const commit = (text: string) => {
    if (text === note.text) return;
    store.act((ed) => ed.run("setNoteText", { id: note.id, text }));
    if (store.lastError) toast.error(commandErrorText(store.lastError));
  };
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={t("panels.info.noteText")} style={{ marginBottom: 8 }}>
        <Input
          key={`${note.id}:${note.text}`}
          data-testid="note-text"
          defaultValue={note.text}
          maxLength={NOTE_MAX}
          onBlur={(e) => commit(e.target.value)}
          onPressEnter={(e) => commit((e.target as HTMLInputElement).value)}
        />
      </Form.Item>
    </Form>
  );
}

/** Counts and sizes of the whole drawing; the text of a selected note. */
export function InfoPanel({ unit }: { unit: Unit }) {
  const t = useDesignerT();
  // primitives only, so a drag that changes no count or size does not redraw the panel
  const info = useDesignerSelector((s) => {
    const { layout } = s.editor;
    const f = layout.frames[0];
    return {
      frames: layout.frames.length,
      width: f?.width ?? 0,
      height: f?.height ?? 0,
      area: layout.frames.reduce((sum, x) => sum + x.area, 0),
      sashes: layout.sashes.length,
      fills: layout.fills.length,
      members: layout.members.length,
    };
  }, shallowEqual);
  const area = info.area;
  const len = (v: number) => `${toDisplayLength(v, unit.length, unit.digits)} ${t(`units.${unit.length}`)}`;
  const a = formatArea(area * 1e6, unit.length, 2);
  return (
    <>
      <NoteField />
      <Descriptions size="small" column={1} data-testid="info-panel">
        <Descriptions.Item label={t("panels.info.frames")}>{info.frames}</Descriptions.Item>
        <Descriptions.Item label={t("panels.info.size")}>
          {info.frames ? `${len(info.width)} × ${len(info.height)}` : "—"}
        </Descriptions.Item>
        <Descriptions.Item label={t("panels.info.area")}>
          {a.text} {t(`units.${a.unitKey === "unit.sqft" ? "sqft" : "m2"}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t("panels.info.sashes")}>{info.sashes}</Descriptions.Item>
        <Descriptions.Item label={t("panels.info.fills")}>{info.fills}</Descriptions.Item>
        <Descriptions.Item label={t("panels.info.members")}>{info.members}</Descriptions.Item>
      </Descriptions>
    </>
  );
}
