// Scanning for a workshop worker (phone first): choose the contract, scan a unit's label with
// the camera or a handheld scanner (or type the number printed on it), see what was finished or
// why it was refused. Every scan
// goes through the device's queue (scan-queue.ts) with its own id, so with no network it waits
// on the phone and is sent when the network returns, never counted twice.
import { readScanText } from "@fenestra/core/scanning/scan-text";
import { Alert, Badge, Flex, List, Select, Typography } from "antd";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../shared/api/api-error.ts";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { ScanBox, scanRefusalText } from "../../shared/scanner/ScanBox.tsx";
import { useWorkshopT } from "./i18n.ts";
import { enqueue, flush, localScanStore, type SendOutcome } from "./scan-queue.ts";
import { type QueuedScan, type WorkshopContract, workshopApi } from "./workshop-api.ts";

type Line = { id: string; ok: boolean; text: string; detail?: string };

export function ScanPanel({ onScanned }: { onScanned?: () => void }) {
  const t = useWorkshopT();
  const [contracts, setContracts] = useState<WorkshopContract[]>([]);
  const [contractId, setContractId] = useState<number | undefined>();
  const [lines, setLines] = useState<Line[]>([]);
  const [waiting, setWaiting] = useState(() => localScanStore.read().length);
  const [online, setOnline] = useState(() => navigator.onLine);

  useEffect(() => {
    workshopApi
      .contracts("production")
      .then((list) => {
        setContracts(list);
        if (list.length === 1) setContractId(list[0]?.id);
      })
      .catch(showRefusal);
  }, []);

  const send = useCallback(
    async (scan: QueuedScan): Promise<SendOutcome<Line>> => {
      try {
        const r = await workshopApi.scan(scan);
        return {
          kind: "answered",
          result: {
            id: scan.scanId,
            ok: true,
            text: t("scan.finished", { serial: r.serial, link: t(`links.${r.link}`) }),
            detail: r.nextLink ? t("scan.next", { link: t(`links.${r.nextLink}`) }) : t("scan.allDone"),
          },
        };
      } catch (error) {
        // No answer from the server (no network, or a gateway in between failing): keep it.
        if (!isApiError(error) || error.status === 0 || (error.status ?? 0) >= 500)
          return { kind: "offline" };
        return { kind: "answered", result: { id: scan.scanId, ok: false, text: error.message } };
      }
    },
    [t],
  );

  // One flush at a time (a scan, the network's return and the retry may all ask at once); a
  // request for another while one runs makes it go round again.
  const flushing = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const sendQueued = useCallback(async (): Promise<void> => {
    if (flushing.current) {
      again.current = true;
      return flushing.current;
    }
    const run = (async () => {
      do {
        again.current = false;
        await flush(localScanStore, send, (_, line) => {
          setLines((prev) => [line, ...prev].slice(0, 20));
          if (line.ok) onScanned?.();
        });
      } while (again.current);
      setWaiting(localScanStore.read().length);
    })();
    flushing.current = run;
    try {
      await run;
    } finally {
      flushing.current = null;
    }
  }, [send, onScanned]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sendQueued();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    void sendQueued();
    // A poor connection may never go "offline": what is left in the queue is tried again.
    const retry = window.setInterval(() => {
      if (localScanStore.read().length > 0) void sendQueued();
    }, 15_000);
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
      window.clearInterval(retry);
    };
  }, [sendQueued]);

  // A unit's or a piece's label, its QR or the unit's number printed on it (typed when the label
  // is smudged or there is no scanner); the server finds the unit in the company.
  const onScan = (text: string) => {
    const read = readScanText(text, ["unit", "piece"]);
    if (!read.ok) {
      const refusal = read.reason === "not_ours" ? t("scan.notUnit") : scanRefusalText(read.reason);
      setLines((prev) => [{ id: newRequestKey(), ok: false, text: refusal }, ...prev]);
      return;
    }
    if (contractId === undefined) {
      setLines((prev) => [{ id: newRequestKey(), ok: false, text: t("scan.chooseContract") }, ...prev]);
      return;
    }
    enqueue(localScanStore, {
      scanId: newRequestKey(),
      code: text,
      contractId,
      at: new Date().toISOString(),
    });
    setWaiting(localScanStore.read().length);
    void sendQueued();
  };

  return (
    <Flex vertical gap={12} style={{ width: "100%" }}>
      <Select
        data-testid="scan-contract"
        placeholder={t("scan.chooseContract")}
        value={contractId}
        onChange={setContractId}
        options={contracts.map((c) => ({ value: c.id, label: `${c.contractNo} ${c.customer}`.trim() }))}
        style={{ width: "100%" }}
      />
      <ScanBox
        onScan={onScan}
        testId="workshop-scan"
        placeholder={t("scan.placeholder")}
        disabled={contractId === undefined}
      />
      {!online && <Alert type="warning" showIcon message={t("scan.offline")} data-testid="scan-offline" />}
      {waiting > 0 && (
        <Badge status="processing" text={t("scan.queued", { count: waiting })} data-testid="scan-waiting" />
      )}
      <List
        size="small"
        dataSource={lines}
        data-testid="scan-results"
        renderItem={(line) => (
          <List.Item key={line.id} data-testid={line.ok ? "scan-ok" : "scan-refused"}>
            <Flex vertical>
              <Typography.Text type={line.ok ? "success" : "danger"}>{line.text}</Typography.Text>
              {line.detail && <Typography.Text type="secondary">{line.detail}</Typography.Text>}
            </Flex>
          </List.Item>
        )}
      />
    </Flex>
  );
}
