import { routes } from "@fenestra/api";
import { Button, Form, Select, Space, Typography } from "antd";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { useInvalidate } from "../../shared/api/route-keys.ts";
import { showError } from "../../shared/api/show-error.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { seriesDirectories, useCatalogue } from "../product-manage/index.ts";
import { useMarketT } from "./i18n.ts";
import { type MarketPreview, marketApi } from "./market-api.ts";

/**
 * Clones a listing into a directory of the caller's catalogue. One Idempotency-Key per dialog
 * opening: a double click or a resend after a lost answer makes one clone.
 */
export function CloneDialog({
  listing,
  open,
  onClose,
}: {
  listing: MarketPreview;
  open: boolean;
  onClose: () => void;
}) {
  const t = useMarketT();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const catalogue = useCatalogue();
  const targets = seriesDirectories(catalogue.data);
  const [form] = Form.useForm<{ directoryId: number }>();
  const key = useRef(newRequestKey());
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function submit() {
    const { directoryId } = await form.validateFields();
    setBusy(true);
    try {
      const cloned = await marketApi.clone(listing.id, directoryId, key.current);
      key.current = newRequestKey();
      toast.success(t("clone.done", { name: cloned.name }));
      setDone(cloned.name);
      void invalidate(routes.series.catalogue);
      void invalidate(routes.market.search);
      void invalidate(routes.market.preview);
    } catch (error) {
      showError(error, t("clone.failed"));
    } finally {
      setBusy(false);
    }
  }
  const close = () => {
    setDone(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={t("clone.title")}
      onCancel={close}
      destroyOnHidden
      footer={
        done ? (
          <Space>
            <Button onClick={close}>{t("preview.close")}</Button>
            <Button
              type="primary"
              data-testid="market-open-series"
              onClick={() => navigate("/product-manage/index")}
            >
              {t("clone.open")}
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={close}>{t("preview.close")}</Button>
            <Button
              type="primary"
              loading={busy}
              data-testid="market-clone-confirm"
              onClick={() => void submit()}
            >
              {t("preview.clone")}
            </Button>
          </Space>
        )
      }
    >
      {done ? (
        <Typography.Paragraph data-testid="market-cloned">
          {t("clone.cloned", { name: done })}
        </Typography.Paragraph>
      ) : (
        <Form form={form} layout="vertical" initialValues={{ directoryId: targets[0]?.id }}>
          <RequiredItem
            name="directoryId"
            label={t("clone.directory")}
            message={t("clone.directoryRequired")}
          >
            <Select
              data-testid="market-clone-directory"
              options={targets.map((d) => ({ value: d.id, label: d.name }))}
              notFoundContent={t("clone.directoryRequired")}
            />
          </RequiredItem>
        </Form>
      )}
    </Dialog>
  );
}
