import { formatYuan } from "@fenestra/core/pricing/money-text";
import { Empty, Tag, Timeline, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, formatDateTime } from "../../shared/format/date-time.ts";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import type { TimelineEntry } from "./customers-api.ts";
import { useCustomersT } from "./i18n.ts";

const COLOR: Record<TimelineEntry["kind"], string> = {
  contract: "blue",
  contract_state: "blue",
  payment: "green",
  follow_up: "orange",
  return_visit: "purple",
};

/** A customer's timeline, newest first: contracts and their states, payments, follow-ups, return visits. */
export function CustomerTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const t = useCustomersT();
  const o = useOrdersT();
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("timeline.none")} />;
  const contract = (id: number, no: string) => <Link to={`/orders/group-detail/${id}`}>{no}</Link>;
  const line = (e: TimelineEntry): ReactNode => {
    switch (e.kind) {
      case "contract":
        return (
          <>
            {t("timeline.contract")} {contract(e.contractId, e.contractNo)}{" "}
            <Tag>{o(`state.${e.status}`)}</Tag>
            {formatYuan(e.amount)}
          </>
        );
      case "contract_state":
        return (
          <>
            {contract(e.contractId, e.contractNo)} {o(`state.${e.from}`)} → <Tag>{o(`state.${e.to}`)}</Tag>
          </>
        );
      case "payment":
        return (
          <>
            {t(e.reversal ? "timeline.reversal" : "timeline.payment")} {contract(e.contractId, e.contractNo)}{" "}
            {formatYuan(e.amount)}
          </>
        );
      case "follow_up":
        return (
          <>
            <div>
              {t("timeline.followUp")} <Tag>{t(`interest.${e.followUp.interest}`)}</Tag>
              <Tag>{t(`track.${e.followUp.track}`)}</Tag>
              {e.followUp.trackerName ? (
                <Typography.Text type="secondary" data-testid="follow-up-tracker-name">
                  {t("followUp.tracker")}: {e.followUp.trackerName}
                </Typography.Text>
              ) : null}
            </div>
            <div style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{e.followUp.content}</div>
            {e.followUp.nextDate ? (
              <Typography.Text type="secondary">
                {t("followUp.nextDate")}: {formatDate(e.followUp.nextDate)}
              </Typography.Text>
            ) : null}
          </>
        );
      case "return_visit":
        return (
          <>
            {t("timeline.visit")} {contract(e.visit.contractId, e.visit.contractNo)}{" "}
            <Tag>{t(`visit.state.${e.visit.status}`)}</Tag>
            {e.visit.satisfaction ? <Tag>{t(`satisfaction.${e.visit.satisfaction}`)}</Tag> : null}
            {e.visit.feedback ? <div style={{ overflowWrap: "anywhere" }}>{e.visit.feedback}</div> : null}
          </>
        );
    }
  };
  return (
    <Timeline
      data-testid="customer-timeline"
      items={entries.map((e) => ({
        color: COLOR[e.kind],
        children: (
          <div data-testid={`timeline-${e.kind}`}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(e.at)}
            </Typography.Text>
            <div>{line(e)}</div>
          </div>
        ),
      }))}
    />
  );
}
