import { EditOutlined, FileAddOutlined, ScissorOutlined } from "@ant-design/icons";
import { Button, Flex } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

type QuickAction = {
  key: "newContract" | "draw" | "optimize";
  to: string;
  icon: ReactNode;
  primary?: boolean;
};

/** What a factory starts most days with; the contract list opens its new-contract form from ?new=1. */
const ACTIONS: readonly QuickAction[] = [
  { key: "newContract", to: "/orders/group-list?new=1", icon: <FileAddOutlined />, primary: true },
  { key: "draw", to: "/draw", icon: <EditOutlined /> },
  { key: "optimize", to: "/orders/cutOptimizer", icon: <ScissorOutlined /> },
];

export function QuickActions() {
  const { t } = useTranslation("home");
  const navigate = useNavigate();
  return (
    <Flex gap={8} wrap data-testid="quick-actions">
      {ACTIONS.map((action) => (
        <Button
          key={action.key}
          type={action.primary ? "primary" : "default"}
          icon={action.icon}
          onClick={() => navigate(action.to)}
          data-testid={`quick-${action.key}`}
        >
          {t(`actions.${action.key}`)}
        </Button>
      ))}
    </Flex>
  );
}
