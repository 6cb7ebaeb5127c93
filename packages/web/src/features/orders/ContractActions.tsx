import { CONTRACT_EVENTS as EVENT_ORDER } from "@fenestra/core/workflows/contract-machine";
import { Button, Dropdown, Flex, Input } from "antd";
import { useState } from "react";
import { useOrdersT } from "../../shared/i18n/orders-text.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import type { ContractDetail, ContractEvent, ExportFormat } from "./orders-api.ts";
import { useEventQuestion } from "./use-event-question.tsx";

type Props = {
  contract: ContractDetail;
  busy: boolean;
  onFire: (event: ContractEvent, reason?: string) => void;
  onConfirm: (confirmed: boolean) => void;
  onExport: (format: ExportFormat, kind: "quote" | "contract") => void;
  onShare: () => void;
  onPrint: () => void;
};

/** The state actions the server allows now, confirmation, the outputs menu and sharing. */
export function ContractActions({ contract, busy, onFire, onConfirm, onExport, onShare, onPrint }: Props) {
  const t = useOrdersT();
  const [reverting, setReverting] = useState(false);
  const [reason, setReason] = useState("");
  const events = EVENT_ORDER.filter((e) => contract.events.includes(e));
  // Signing makes the intention orders formal (SPEC §4); it and the other steps that cannot simply
  // be taken back ask first, saying so (event-question.ts).
  const [press, questionHolder] = useEventQuestion();
  const facts = {
    contractNo: contract.contractNo,
    intentions: contract.orders.filter((o) => o.kind === "intent").length,
    production: contract.production,
  };
  const isOwner = contract.sides.includes("owner");
  const outputs = (["pdf", "xlsx", "docx"] as const).flatMap((format) =>
    (["quote", "contract"] as const).map((kind) => ({
      key: `${format}:${kind}`,
      label: t(`output.${format}_${kind}`),
      onClick: () => onExport(format, kind),
    })),
  );
  return (
    <Flex gap={8} wrap style={{ marginTop: 12 }}>
      {questionHolder}
      {events.map((event) => (
        <Button
          key={event}
          loading={busy}
          danger={event === "revert"}
          data-testid={`event-${event}`}
          onClick={() => {
            if (event === "revert") setReverting(true);
            else press(event, facts, () => onFire(event));
          }}
        >
          {t(`event.${event}`)}
        </Button>
      ))}
      {isOwner && (
        <Button onClick={() => onConfirm(!contract.confirmed)} data-testid="contract-confirm">
          {contract.confirmed ? t("contract.cancelConfirm") : t("contract.confirm")}
        </Button>
      )}
      <Dropdown menu={{ items: outputs }} trigger={["click"]}>
        <Button data-testid="contract-outputs">{t("output.menu")}</Button>
      </Dropdown>
      <Button onClick={onPrint} data-testid="contract-print">
        {t("output.print")}
      </Button>
      {isOwner && (
        <Button type="primary" ghost onClick={onShare} data-testid="contract-share">
          {t("share.button")}
        </Button>
      )}
      <Dialog
        open={reverting}
        title={t("event.revert")}
        okText={t("common.save")}
        cancelText={t("common.cancel")}
        okButtonProps={{ disabled: !reason.trim() }}
        onCancel={() => setReverting(false)}
        onOk={() => {
          onFire("revert", reason.trim());
          setReverting(false);
          setReason("");
        }}
      >
        <Input.TextArea
          value={reason}
          maxLength={200}
          placeholder={t("contract.revertReason")}
          onChange={(e) => setReason(e.target.value)}
          data-testid="revert-reason"
        />
      </Dialog>
    </Flex>
  );
}
