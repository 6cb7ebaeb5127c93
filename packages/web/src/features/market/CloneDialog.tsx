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
 * Clones a listing: a series into a directory of the caller's catalogue, a template into the
 * caller's window library. One Idempotency-Key per dialog
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

  const template = listing.kind === "template";
  async function submit() {
    setBusy(true);
    try {
      const cloned = template
        ? await marketApi.cloneTemplate(listing.id, key.current)
        : await marketApi.clone(listing.id, (await form.validateFields()).directoryId, key.current);
      key.current = newRequestKey();
      toast.success(t("clone.done", { name: cloned.name }));
      setDone(cloned.name);
      void invalidate(template ? routes.templates.list : routes.series.catalogue);
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
      title={template ? t("clone.templateTitle") : t("clone.title")}
      onCancel={close}
      destroyOnHidden
      footer={
        done ? (
          <Space>
            <Button onClick={close}>{t("preview.close")}</Button>
            <Button
              type="primary"
              data-testid="market-open-series"
              onClick={() => navigate(template ? "/windoor-library/index" : "/product-manage/index")}
            >
              {template ? t("clone.openLibrary") : t("clone.open")}
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
          {template ? t("clone.clonedTemplate", { name: done }) : t("clone.cloned", { name: done })}
        </Typography.Paragraph>
      ) : template ? (
        <Typography.Paragraph>{t("clone.templateInto", { name: listing.title })}</Typography.Paragraph>
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
