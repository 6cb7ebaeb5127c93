import { Collapse, Flex, Tag } from "antd";
import { useDesignerT } from "../i18n.ts";
import { useDesignerSelector, useDesignerStore } from "../state/designer-context.ts";
import { TOOLBOX_ENTRIES, TOOLBOX_GROUPS, TOOLBOX_MIME, type ToolboxEntry } from "./toolbox-items.ts";

/**
 * The left toolbox: items are dragged onto a region of the drawing, or clicked to become the
 * current tool and then placed with a click on the canvas (on a phone, a tap: the drawer that
 * holds the toolbox closes on the pick, onPick).
 */
export function Toolbox({ onPick, width = 200 }: { onPick?: () => void; width?: number | string }) {
  const t = useDesignerT();
  return (
    <nav aria-label={t("toolbox.title")} data-testid="toolbox" style={{ width, overflowY: "auto" }}>
      <Collapse
        size="small"
        defaultActiveKey={[...TOOLBOX_GROUPS]}
        items={TOOLBOX_GROUPS.map((group) => ({
          key: group,
          label: t(`toolbox.groups.${group}`),
          children: (
            <Flex wrap gap={4}>
              {TOOLBOX_ENTRIES.filter((e) => e.group === group).map((entry) => (
                <ToolboxButton key={entry.key} entry={entry} onPick={onPick} />
              ))}
            </Flex>
          ),
        }))}
      />
    </nav>
  );
}

function ToolboxButton({ entry, onPick }: { entry: ToolboxEntry; onPick?: () => void }) {
  const t = useDesignerT();
  const store = useDesignerStore();
  const active = useDesignerSelector((s) => s.tool.kind === "item" && s.tool.key === entry.key);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: CheckableTag takes no drag props, so this span is the native drag source; the tag inside is the keyboard control
    <span
      draggable
      data-testid={`tool-${entry.key}`}
      onDragStart={(e) => {
        e.dataTransfer.setData(TOOLBOX_MIME, entry.key);
        e.dataTransfer.effectAllowed = "copy";
      }}
      style={{ cursor: "grab" }}
    >
      <Tag.CheckableTag
        checked={active}
        onChange={(checked) => {
          store.setTool(checked ? { kind: "item", key: entry.key, item: entry.item } : { kind: "select" });
          if (checked) onPick?.();
        }}
        style={{ border: "1px solid #d9d9d9", margin: 0 }}
      >
        {t(`toolbox.items.${entry.key}` as Parameters<typeof t>[0])}
      </Tag.CheckableTag>
    </span>
  );
}
