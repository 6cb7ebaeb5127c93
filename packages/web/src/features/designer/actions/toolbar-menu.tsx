import type { MenuProps } from "antd";
import type { ReactNode } from "react";
import type { useDesignerT } from "../i18n.ts";
import { ACTION_ICONS } from "./action-icons.tsx";
import type { PageButton } from "./button-layout.ts";
import type { DesignerAction } from "./designer-actions.ts";

type MenuItems = NonNullable<MenuProps["items"]>;

/** Menu entries of drawing-page actions; each label carries the action's test id. */
export function actionItems(buttons: readonly PageButton[], t: ReturnType<typeof useDesignerT>): MenuItems {
  return buttons.map((b) => ({
    key: b.action,
    icon: ACTION_ICONS[b.action],
    label: <span data-testid={`btn-${b.action}`}>{t(`buttons.${b.action}`)}</span>,
  }));
}

/** A labelled section of a menu (the phone's one "more" menu holds several). */
export function section(key: string, label: ReactNode, children: MenuItems): MenuItems[number] {
  return { type: "group", key, label, children };
}

export function runAction(actions: Record<DesignerAction, () => void>, key: string): boolean {
  const fn = (actions as Record<string, (() => void) | undefined>)[key];
  fn?.();
  return Boolean(fn);
}
