// "Scanner check" in the system settings: a person setting up a handheld scanner or a phone
// scans any label and sees whether this device reads it and what it is. Nothing is sent or saved.
import { parseScanCode } from "@fenestra/core/scanning/scan-code";
import { Alert, Card, Flex, Typography } from "antd";
import { useState } from "react";
import { useScannerT } from "./i18n.ts";
import { ScanBox, scanKindText, scanRefusalText } from "./ScanBox.tsx";

export function ScannerCheck() {
  const t = useScannerT();
  const [read, setRead] = useState<string | null>(null);
  const parsed = read === null ? null : parseScanCode(read);
  return (
    <Card title={t("check.title")} size="small" style={{ maxWidth: 420 }} data-testid="scanner-check">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t("check.hint")}</Typography.Text>
        <ScanBox onScan={setRead} testId="scanner-check" />
        {read !== null && parsed !== null && (
          <Alert
            data-testid="scanner-check-result"
            type={parsed.ok ? "success" : "warning"}
            showIcon
            message={
              parsed.ok
                ? t("check.ours", { kind: scanKindText(parsed.kind) })
                : scanRefusalText(parsed.reason)
            }
            description={
              <Flex vertical gap={4}>
                <Typography.Text code style={{ wordBreak: "break-all" }} data-testid="scanner-check-text">
                  {read}
                </Typography.Text>
                {!parsed.ok && parsed.reason !== "empty" && (
                  <Typography.Text>{t("check.layoutHint")}</Typography.Text>
                )}
              </Flex>
            }
          />
        )}
      </Flex>
    </Card>
  );
}
