import { useEffect, useState } from "react";
import { barConfig } from "./bar-config.ts";

/** Activity (SPEC §3): note, end_time, url. */
export interface Activity {
  note: string;
  end_time: string;
  url?: string;
}

async function fetchActivity(url: string): Promise<Activity | null> {
  const response = await fetch(url);
  if (!response.ok) return null;
  const body = (await response.json()) as { code?: number; data?: Activity | null };
  return body.code === 0 || body.code === 1 ? (body.data ?? null) : null;
}

let cached: Promise<Activity | null> | undefined;

/** Asks the public activity service once per page load; no URL configured means no activity. */
export function useActivity(): Activity | null {
  const [activity, setActivity] = useState<Activity | null>(null);
  useEffect(() => {
    const url = barConfig.activityUrl;
    if (!url) return;
    cached ??= fetchActivity(url).catch(() => null);
    let current = true;
    void cached.then((value) => {
      if (current) setActivity(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return activity;
}
