import { Typography } from "antd";
import type { ReactNode } from "react";

/** A page's heading: the one title at its top, flush with the page's edge. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={4} style={{ marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}
