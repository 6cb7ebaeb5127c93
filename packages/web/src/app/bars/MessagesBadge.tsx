import { BellOutlined } from "@ant-design/icons";
import { routes } from "@fenestra/api";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { messagesText } from "../../features/messages/i18n.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { withQueryClient } from "../../shared/api/with-query-client.tsx";

/** How often the bar asks for the unread count while the page stays open (a payment elsewhere). */
const POLL_MS = 60_000;

function Bell() {
  useTranslation();
  const unread = useQuery({ ...routeQuery(routes.messages.unread), refetchInterval: POLL_MS });
  const count = unread.data?.count ?? 0;
  return (
    <Link
      to="/xxf"
      data-testid="messages-badge"
      data-count={count}
      aria-label={messagesText("badge", { count })}
      style={{ display: "inline-flex", alignItems: "center", color: "inherit" }}
    >
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
    </Link>
  );
}

/** The top bar's message bell: a link to /xxf with the unread count as its badge (none at 0). */
export const MessagesBadge = withQueryClient(Bell);
