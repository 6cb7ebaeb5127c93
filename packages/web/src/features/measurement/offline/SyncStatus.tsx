import { Alert, Button, Flex, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { isApiError } from "../../../shared/api/api-error.ts";
import { useMeasurementT } from "../i18n.ts";
import type { DeviceDb } from "./device-db.ts";
import { askPersistentStorage } from "./persist.ts";
import { syncNow, useOnline, useQueuedCount, useSyncState } from "./use-device.ts";

/**
 * What the measurer must know about the device store: offline or not, how many changes wait
 * (all of them, or one visit's), why the last sync failed, and whether the browser may clear them.
 */
export function SyncStatus({ db, orderId }: { db: DeviceDb | null; orderId?: number }) {
  const t = useMeasurementT();
  const online = useOnline();
  const queued = useQueuedCount(db, orderId) ?? 0;
  const { running, last } = useSyncState();
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    void askPersistentStorage().then(setPersisted);
  }, []);
  const failure =
    queued > 0 ? last?.failed.find((f) => orderId === undefined || f.orderId === orderId) : undefined;
  return (
    <Flex vertical gap={8} style={{ margin: "8px 0" }} data-testid="sync-status">
      {!online && <Alert type="warning" showIcon title={t("offline.offline")} data-testid="sync-offline" />}
      {failure && online && (
        <Alert
          type="error"
          showIcon
          title={t("offline.failed", {
            message: isApiError(failure.error) ? failure.error.message : t("opening.saveFailed"),
          })}
        />
      )}
      {queued > 0 && persisted === false && <Alert type="info" title={t("offline.notPersisted")} />}
      <Flex gap={8} align="center" wrap>
        {queued > 0 ? (
          <Tag color="orange" data-testid="sync-queued">
            {t("offline.queued", { count: queued })}
          </Tag>
        ) : (
          <Typography.Text type="secondary" data-testid="sync-done">
            {t("offline.synced")}
          </Typography.Text>
        )}
        {queued > 0 && online && db && (
          <Button size="small" loading={running} onClick={() => void syncNow(db)} data-testid="sync-now">
            {running ? t("offline.syncing") : t("offline.syncNow")}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
