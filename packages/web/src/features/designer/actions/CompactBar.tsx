import {
  AppstoreAddOutlined,
  ArrowLeftOutlined,
  ControlOutlined,
  EditOutlined,
  EllipsisOutlined,
  PictureOutlined,
  RedoOutlined,
  SaveOutlined,
  TranslationOutlined,
  UndoOutlined,
} from "@ant-design/icons";
import { LANGUAGES } from "@fenestra/core/account/languages";
import { Button, Dropdown, Flex, Grid, type MenuProps } from "antd";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { goBack } from "../../../app/bars/go-back.ts";
import { PHONE_ON_ITS_SIDE, showActionBar } from "../../../app/bars/visibility.ts";
import { useRouteMeta } from "../../../app/layout/use-route-meta.ts";
import { switchLanguage } from "../../../shared/i18n/i18n.ts";
import { LANGUAGE_NAMES } from "../../../shared/ui/LanguageSwitch.tsx";
import { useMediaQuery } from "../../../shared/ui/use-media-query.ts";
import { useDesignerT } from "../i18n.ts";
import { shallowEqual, useDesignerSelector } from "../state/designer-context.ts";
import { toolbarLayout } from "./button-layout.ts";
import type { DesignerAction } from "./designer-actions.ts";
import { actionItems, runAction, section } from "./toolbar-menu.tsx";

type Props = {
  actions: Record<DesignerAction, () => void>;
  /** drawRender's "save simple picture" (its action bar is not shown on small screens). */
  savePicture: () => void;
  onToolbox: () => void;
  onProperties: () => void;
};

/**
 * The drawing page's own bar on small screens, where the action bar is not shown (SPEC §2):
 * back, toolbox, undo, redo, properties, save and one "more" menu with every other action in
 * sections (edit, import, export, language). Buttons are 40 px for a finger.
 */
export function CompactBar({ actions, savePicture, onToolbox, onProperties }: Props) {
  const t = useDesignerT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const contractId = query.get("contract_id");
  // on the drawing routes that keep the action bar on small screens, its back button is there
  const routeName = useRouteMeta().name;
  const ownBack = !showActionBar(routeName, Grid.useBreakpoint(), useMediaQuery(PHONE_ON_ITS_SIDE));
  const state = useDesignerSelector(
    (s) => ({ canUndo: s.editor.history.canUndo, canRedo: s.editor.history.canRedo }),
    shallowEqual,
  );
  const more = toolbarLayout("sm").menus[0]!.buttons;
  const of = (place: string) => more.filter((b) => b.place === place);
  const items: MenuProps["items"] = [
    ...(routeName === "drawRender"
      ? [
          {
            key: "saveSimplePicture",
            icon: <PictureOutlined />,
            label: <span data-testid="btn-saveSimplePicture">{t("buttons.saveSimplePicture")}</span>,
          },
        ]
      : []),
    ...(contractId
      ? [
          {
            key: "editContract",
            icon: <EditOutlined />,
            label: <span data-testid="btn-editContract">{t("compact.editContract")}</span>,
          },
        ]
      : []),
    section(
      "edit",
      t("menus.tools"),
      actionItems(
        more.filter((b) => !["import", "export"].includes(b.place)),
        t,
      ),
    ),
    section("import", t("menus.import"), actionItems(of("import"), t)),
    section("export", t("menus.export"), actionItems(of("export"), t)),
    {
      key: "language",
      icon: <TranslationOutlined />,
      label: t("menus.language"),
      children: LANGUAGES.map((l) => ({ key: `lang:${l}`, label: LANGUAGE_NAMES[l] })),
    },
  ];
  const onMenu = ({ key }: { key: string }) => {
    if (key === "editContract") return navigate(`/orders/group-detail/${contractId}`);
    if (key === "saveSimplePicture") return savePicture();
    if (key.startsWith("lang:")) return void switchLanguage(key.slice(5) as (typeof LANGUAGES)[number]);
    runAction(actions, key);
  };
  return (
    <Flex
      data-testid="designer-compact-bar"
      align="center"
      gap={2}
      style={{ height: 48, padding: "0 4px", borderBottom: "1px solid #f0f0f0", background: "#fff" }}
    >
      {ownBack ? (
        <BarButton
          icon={<ArrowLeftOutlined />}
          label={t("compact.back")}
          testId="btn-back"
          onClick={() => goBack(navigate, query)}
        />
      ) : null}
      <BarButton
        icon={<AppstoreAddOutlined />}
        label={t("compact.toolbox")}
        testId="btn-toolbox"
        onClick={onToolbox}
      />
      <BarButton
        icon={<UndoOutlined />}
        label={t("buttons.undo")}
        testId="btn-undo"
        disabled={!state.canUndo}
        onClick={actions.undo}
      />
      <BarButton
        icon={<RedoOutlined />}
        label={t("buttons.redo")}
        testId="btn-redo"
        disabled={!state.canRedo}
        onClick={actions.redo}
      />
      <BarButton
        icon={<ControlOutlined />}
        label={t("compact.properties")}
        testId="btn-properties"
        onClick={onProperties}
      />
      <div style={{ flex: 1 }} />
      <Button
        type="primary"
        icon={<SaveOutlined />}
        data-testid="btn-save"
        style={{ height: 36 }}
        onClick={actions.save}
      >
        {t("buttons.save")}
      </Button>
      <Dropdown
        trigger={["click"]}
        menu={{ items, onClick: onMenu, style: { maxHeight: "calc(100dvh - 64px)", overflowY: "auto" } }}
      >
        {/* a Button itself: the dropdown hangs its handlers and its ref on its child */}
        <Button
          type="text"
          icon={<EllipsisOutlined />}
          aria-label={t("menus.more")}
          data-testid="menu-more"
          style={BIG}
        />
      </Dropdown>
    </Flex>
  );
}

const BIG = { width: 40, height: 40 };

/** An icon button of the bar, big enough for a finger; its label is for screen readers. */
function BarButton({
  icon,
  label,
  testId,
  disabled,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <Button
      type="text"
      icon={icon}
      aria-label={label}
      data-testid={testId}
      style={BIG}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
