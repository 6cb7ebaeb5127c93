import { Drawer, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ui, useUi } from "../../shared/state/ui-store.ts";
import { consoleLines } from "./console-buffer.ts";
import { debugRequested } from "./tap-counter.ts";

const COLORS = { log: "inherit", info: "#1677ff", warn: "#d48806", error: "#cf1322" } as const;

export function DebugConsole({ search }: { search: string }) {
  const { t } = useTranslation();
  const open = useUi((s) => s.debugConsole);
  const [, refresh] = useState(0);

  useEffect(() => {
    if (debugRequested(search)) ui.showDebugConsole();
  }, [search]);

  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => refresh((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [open]);

  return (
    <Drawer
      open={open}
      placement="bottom"
      size={300}
      title={t("debug.title")}
      onClose={ui.toggleDebugConsole}
      mask={false}
      data-testid="debug-console"
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {navigator.userAgent} · {window.innerWidth}×{window.innerHeight}
      </Typography.Paragraph>
      <pre style={{ fontSize: 12, margin: 0 }}>
        {consoleLines().map((line) => (
          <div key={`${line.at}-${line.text}`} style={{ color: COLORS[line.level] }}>
            {new Date(line.at).toISOString().slice(11, 19)} {line.text}
          </div>
        ))}
      </pre>
    </Drawer>
  );
}
