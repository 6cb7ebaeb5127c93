import { Tag } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesignerSelector } from "../state/designer-context.ts";

/** On a phone, after a toolbox pick: which item the next tap on the drawing places. */
export function PlaceHint() {
  const t = useDesignerT();
  const key = useDesignerSelector((s) => (s.tool.kind === "item" ? s.tool.key : null));
  if (!key) return null;
  return (
    <Tag
      color="blue"
      data-testid="place-hint"
      style={{
        position: "absolute",
        top: 8,
        left: "50%",
        transform: "translateX(-50%)",
        pointerEvents: "none",
      }}
    >
      {t("compact.placeHint", { item: t(`toolbox.items.${key}` as Parameters<typeof t>[0]) })}
    </Tag>
  );
}
