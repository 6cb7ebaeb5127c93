import { Alert } from "antd";
import type { ReactNode } from "react";

/** A warning about the drawing beside it (what cannot be made, where safety glass is missing). */
export function DrawingWarning({
  type,
  testId,
  title,
  children,
}: {
  type: "warning" | "error";
  testId: string;
  title: string;
  /** What is wrong. */
  children: ReactNode;
}) {
  return (
    <Alert
      type={type}
      showIcon
      style={{ margin: "8px 0" }}
      data-testid={testId}
      message={title}
      description={children}
    />
  );
}
