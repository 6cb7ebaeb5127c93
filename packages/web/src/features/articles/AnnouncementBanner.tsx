import { routes } from "@fenestra/api";
import { bannerAnnouncement } from "@fenestra/core/articles/articles";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";
import { LOCAL_KEYS } from "../../shared/storage/keys.ts";
import { useArticlesT } from "./i18n.ts";

/** How often an open app looks for a new announcement. */
const POLL_MS = 10 * 60_000;

function readClosed(): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(LOCAL_KEYS.announcementsClosed) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === "number") : [];
  } catch {
    return [];
  }
}

/**
 * The announcement banner (SPEC §2 /webgg, issue 34): under the app's bar, the newest published
 * announcement the reader has not closed, with a link to it on /webgg. Closing it is remembered in
 * this browser (a newer announcement shows again).
 */
function Banner() {
  const t = useArticlesT();
  const [closed, setClosed] = useState(readClosed);
  const list = useQuery({ ...routeQuery(routes.articles.announcements), refetchInterval: POLL_MS });
  const shown = bannerAnnouncement(list.data ?? [], closed);
  if (!shown) return null;
  const close = () => {
    const next = [...closed, shown.id].slice(-50);
    localStorage.setItem(LOCAL_KEYS.announcementsClosed, JSON.stringify(next));
    setClosed(next);
  };
  return (
    <Alert
      banner
      type="info"
      data-testid="announcement-banner"
      title={
        <span>
          <strong>{t("banner.label")}:</strong> {shown.title}{" "}
          <Link to={`/webgg#announcement-${shown.id}`} data-testid="announcement-banner-link">
            {t("banner.more")}
          </Link>
        </span>
      }
      closable={{ "aria-label": t("banner.close"), onClose: close }}
    />
  );
}

export const AnnouncementBanner = withQueryClient(Banner);
