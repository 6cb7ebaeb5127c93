import { routes } from "@fenestra/api";
import { expenditureAmountSchema } from "@fenestra/core/finance/amounts";
import { EXPENDITURE_CATEGORIES } from "@fenestra/core/finance/index";
import { yuanToFen } from "@fenestra/core/workflows/contract-fields";
import { useQuery } from "@tanstack/react-query";
import { Button, type ButtonProps, Flex, Form, Input, InputNumber, Select, Typography, Upload } from "antd";
import { useRef, useState } from "react";
import { newRequestKey } from "../../shared/api/request-key.ts";
import { routeQuery } from "../../shared/api/route-query.ts";
import { showError } from "../../shared/api/show-error.ts";
import { showAtField, yuanRule } from "../../shared/forms/field-rules.ts";
import { RequiredItem } from "../../shared/forms/RequiredItem.tsx";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { toast } from "../../shared/ui/toast.ts";
import { type Account, contractSearch, type ExpenditureBody, financeApi } from "./finance-api.ts";
import { financeRuleText, useFinanceT } from "./i18n.ts";

const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

/** The form's fields: the expenditure's body but its attachment (the picked image), the amount in yuan as typed. */
type Values = Omit<ExpenditureBody, "attachment">;

/** The contract an expenditure was for (optional), searched by number or customer. */
function ContractField({ value, onChange }: { value?: number; onChange?: (id?: number) => void }) {
  const t = useFinanceT();
  const [q, setQ] = useState("");
  const found = useQuery({
    ...routeQuery(routes.contracts.list, { query: contractSearch(q) }),
  });
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setQ}
      value={value}
      onChange={(id?: number) => onChange?.(id)}
      loading={found.isFetching}
      placeholder={t("expenditure.contractNone")}
      data-testid="expenditure-contract"
      options={(found.data?.items ?? []).map((c) => ({
        value: c.id,
        label: [c.contractNo || `#${c.id}`, c.customer].filter(Boolean).join(" · "),
      }))}
    />
  );
}

/** Money paid out of an account, with an optional receipt image (PNG or JPEG, 3M at most). */
export function ExpenditureModal({
  accounts,
  onClose,
  onSaved,
}: {
  accounts: readonly Account[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useFinanceT();
  const [form] = Form.useForm<Values>();
  const [image, setImage] = useState<{ name: string; dataUrl: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // One key per intended expenditure: a retry or a double tap records it once.
  const requestKey = useRef<string | null>(null);
  const pick = (file: File) => {
    if (file.type !== "image/png" && file.type !== "image/jpeg") toast.error(t("expenditure.imageType"));
    else if (file.size > MAX_IMAGE_BYTES) toast.error(t("expenditure.imageTooLarge"));
    else {
      const reader = new FileReader();
      reader.onload = () => setImage({ name: file.name, dataUrl: String(reader.result) });
      reader.readAsDataURL(file);
    }
    return false;
  };
  const save = (v: Values) => {
    requestKey.current ??= newRequestKey();
    setSaving(true);
    financeApi
      .spend(
        {
          amount: yuanToFen(v.amount) ?? Math.round(v.amount * 100),
          category: v.category,
          payee: v.payee,
          accountId: v.accountId,
          ...(v.contractId ? { contractId: v.contractId } : {}),
          ...(v.note ? { note: v.note } : {}),
          ...(image ? { attachment: image.dataUrl } : {}),
        },
        requestKey.current,
      )
      .then(() => {
        toast.success(t("saved"));
        onSaved();
      })
      .catch((e: unknown) => {
        if (!showAtField(form, e)) showError(e, t("failed"));
      })
      .finally(() => setSaving(false));
  };
  const fallback = accounts.find((a) => a.isDefault)?.id;
  return (
    <Dialog
      open
      title={t("expenditure.add")}
      onCancel={onClose}
      okText={t("save")}
      cancelText={t("cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      okButtonProps={{ "data-testid": "expenditure-save" } as ButtonProps}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ accountId: fallback, category: "material" }}
        onValuesChange={() => {
          requestKey.current = null;
        }}
        onFinish={save}
      >
        <Form.Item
          name="amount"
          label={t("entry.amount")}
          rules={[
            { required: true, message: t("expenditure.amountRequired") },
            yuanRule(expenditureAmountSchema, undefined, financeRuleText),
          ]}
        >
          <InputNumber style={{ width: "100%" }} data-testid="expenditure-amount" />
        </Form.Item>
        <RequiredItem name="category" label={t("entry.category")} message={t("expenditure.categoryRequired")}>
          <Select options={EXPENDITURE_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))} />
        </RequiredItem>
        <RequiredItem name="payee" label={t("entry.payee")} message={t("expenditure.payeeRequired")} text>
          <Input maxLength={50} data-testid="expenditure-payee" />
        </RequiredItem>
        <RequiredItem name="accountId" label={t("entry.account")} message={t("expenditure.accountRequired")}>
          <Select
            data-testid="expenditure-account"
            options={accounts.map((a) => ({ value: a.id, label: `${a.name} (${t(`type.${a.type}`)})` }))}
          />
        </RequiredItem>
        <Form.Item name="contractId" label={t("expenditure.contract")} extra={t("expenditure.contractHint")}>
          <ContractField />
        </Form.Item>
        <Form.Item name="note" label={t("entry.note")}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Form.Item label={t("expenditure.image")} extra={t("expenditure.imageHint")}>
          <Flex gap={8} align="center" wrap>
            <Upload accept="image/png,image/jpeg" showUploadList={false} beforeUpload={pick}>
              <Button>{t("expenditure.choose")}</Button>
            </Upload>
            {image && (
              <>
                <Typography.Text ellipsis style={{ maxWidth: 180 }}>
                  {image.name}
                </Typography.Text>
                <Button size="small" onClick={() => setImage(null)}>
                  {t("expenditure.remove")}
                </Button>
              </>
            )}
          </Flex>
        </Form.Item>
      </Form>
    </Dialog>
  );
}
