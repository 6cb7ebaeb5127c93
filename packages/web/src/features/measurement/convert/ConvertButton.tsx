import { Button, Flex, Popconfirm, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { showError } from "../../../shared/api/show-error.ts";
import { toast } from "../../../shared/ui/toast.ts";
import { measurementApi } from "../measurement-api.ts";
import { useMeasureToolsT } from "../tools-i18n.ts";

/**
 * The office converts a measured visit into an intention order in one step (each opening a window
 * at its measured size, in the company's default series) and lands on that order, where each
 * window opens in the designer. The server refuses a second convert.
 * It needs the network (the order's number and its windows' prices are the server's): offline the
 * button is shown disabled with that reason under it, rather than failing when pressed.
 */
export function ConvertButton({ id, online }: { id: number; online: boolean }) {
  const t = useMeasureToolsT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function convert() {
    setBusy(true);
    try {
      const made = await measurementApi.convert(id);
      toast.success(t("convert.done", { orderNo: made.orderNo ?? `#${made.orderId}` }));
      await navigate(`/orders/detail/${made.orderId}`);
    } catch (error) {
      showError(error, t("convert.failed"));
    } finally {
      setBusy(false);
    }
  }
  if (!online)
    return (
      <Flex vertical gap={2}>
        <Button type="primary" disabled data-testid="measure-convert">
          {t("convert.button")}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="measure-convert-offline">
          {t("convert.needsNetwork")}
        </Typography.Text>
      </Flex>
    );
  return (
    <Popconfirm
      title={t("convert.confirm")}
      onConfirm={convert}
      okButtonProps={{ "data-testid": "measure-convert-ok" } as never}
    >
      <Button type="primary" loading={busy} data-testid="measure-convert">
        {t("convert.button")}
      </Button>
    </Popconfirm>
  );
}
