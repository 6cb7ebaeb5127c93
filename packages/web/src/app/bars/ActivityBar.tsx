import { CloseOutlined } from "@ant-design/icons";
import { Button, Checkbox, Flex } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOCAL_KEYS, SESSION_KEYS } from "../../shared/storage/keys.ts";
import { countdown } from "./countdown.ts";
import type { Activity } from "./use-activity.ts";

/** The activity bar shows unless closed this session or hidden for good (SPEC §2). */
export function activityBarWanted(activity: Activity | null): boolean {
  if (!activity) return false;
  if (sessionStorage.getItem(SESSION_KEYS.activityClosed) === "1") return false;
  if (localStorage.getItem(LOCAL_KEYS.activityHideAlways) === "1") return false;
  return countdown(Date.parse(activity.end_time), Date.now()) !== null;
}

export function ActivityBar({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [hideAlways, setHideAlways] = useState(false);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const left = countdown(Date.parse(activity.end_time), now);
  if (!left) return null;

  function close() {
    sessionStorage.setItem(SESSION_KEYS.activityClosed, "1");
    if (hideAlways) localStorage.setItem(LOCAL_KEYS.activityHideAlways, "1");
    onClose();
  }

  return (
    <Flex
      align="center"
      justify="center"
      wrap
      gap={12}
      data-testid="activity-bar"
      style={{ minHeight: 32, background: "#fff7e6", padding: "0 12px", fontSize: 13 }}
    >
      {activity.url ? (
        <a href={activity.url} target="_blank" rel="noreferrer">
          {activity.note}
        </a>
      ) : (
        <span>{activity.note}</span>
      )}
      <span data-testid="activity-countdown">{t("activity.endsIn", { ...left })}</span>
      <Checkbox checked={hideAlways} onChange={(e) => setHideAlways(e.target.checked)}>
        {t("activity.hideAlways")}
      </Checkbox>
      <Button
        size="small"
        type="text"
        icon={<CloseOutlined />}
        aria-label={t("actions.close")}
        onClick={close}
      />
    </Flex>
  );
}
