import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Flex, Typography } from "antd";
import type { CSSProperties, ReactNode } from "react";

/**
 * A page of the screen's height (the 3D view, the render editor): a back button and the page's
 * title above, its body in the rest.
 */
export function BackTitledPage({
  title,
  back,
  height,
  testId,
  children,
}: {
  title: ReactNode;
  back: { onClick: () => void; label: string; testId: string };
  /** How the page takes the screen's height (fixed to it, or at least it and scrolling). */
  height: Pick<CSSProperties, "height" | "minHeight">;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={8} style={{ ...height, padding: 8, boxSizing: "border-box" }} data-testid={testId}>
      <Flex gap={8} align="center">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={back.onClick}
          aria-label={back.label}
          data-testid={back.testId}
        />
        <Typography.Title level={5} style={{ margin: 0 }} ellipsis>
          {title}
        </Typography.Title>
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </Flex>
  );
}
