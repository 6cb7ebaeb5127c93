import { useQuery } from "@tanstack/react-query";
import { Typography } from "antd";
import { cuttingApi } from "./cut-optimizer-api.ts";
import { useCutT } from "./i18n.ts";

/** How often a waiting page asks where its request stands, ms. */
export const QUEUE_POLL_MS = 1000;

/**
 * SPEC §8's queue message: while an optimization sent with `ticket` waits for a worker, how many
 * of the account's optimizations are in the queue and its place there, asked each second. Nothing
 * once it runs (place 0), when no ticket waits, or when the question fails (the solve's own
 * answer says what happened).
 */
export function QueueNote({ ticket, align = "left" }: { ticket: string | null; align?: "left" | "right" }) {
  const t = useCutT();
  const standing = useQuery({
    queryKey: ["cutting", "queue", ticket],
    queryFn: () => cuttingApi.queue(ticket as string),
    enabled: ticket !== null,
    refetchInterval: QUEUE_POLL_MS,
    retry: false,
  });
  const place = ticket !== null ? standing.data : undefined;
  if (!place || place.position === 0) return null;
  return (
    <Typography.Text type="warning" style={{ display: "block", textAlign: align }} data-testid="cut-queue">
      {t("queue", { users: place.inUse, position: place.position })}
    </Typography.Text>
  );
}
