import { type DataOf, routes } from "@fenestra/api";
import { isContactPhone } from "@fenestra/core/account/fields";
import { Button, Flex, List, Typography } from "antd";
import { type ReactNode, useRef, useState } from "react";
import { api } from "../../shared/api/client.ts";
import { showRefusal } from "../../shared/api/show-error.ts";
import { useKeysAllow } from "../../shared/session/use-keys-allow.ts";
import { Dialog } from "../../shared/ui/Dialog.tsx";
import { useHasCrm } from "./crm-shared.ts";
import { useCustomersT } from "./i18n.ts";

/** What a contract's save sends besides its fields: the customer record to link, or to add one. */
export type CustomerLink = { customerId?: number; addCustomer?: true };

/** The customer as typed on the contract. */
export type TypedCustomer = { customer?: string; phone?: string };

type Match = DataOf<typeof routes.crm.match>;
type Question = {
  typed: TypedCustomer;
  match: Match;
  mayAdd: boolean;
  answer: (link: CustomerLink | null) => void;
};

/**
 * Asks, when a contract is saved with its customer typed rather than picked, whether the customer
 * belongs in the company's customers (CRM): "link to the existing customer X?" when one with the
 * same phone (or name) is there, "add this customer to your customers?" when not — adding needs a
 * phone, as every customer has one. `ask` resolves with what the save sends (nothing when the
 * person declines, or when there is no CRM or nothing to ask), or null when they go back to the
 * form (or the customers could not be read: said); `dialog` is rendered where the form is.
 */
export function useCustomerLinkQuestion(): {
  ask: (typed: TypedCustomer) => Promise<CustomerLink | null>;
  dialog: ReactNode;
} {
  const hasCrm = useHasCrm();
  const mayAdd = useKeysAllow(routes.crm.create);
  const [question, setQuestion] = useState<Question | null>(null);
  const asking = useRef(false);
  const ask = async (typed: TypedCustomer): Promise<CustomerLink | null> => {
    const name = typed.customer?.trim() ?? "";
    const phone = typed.phone?.trim() ?? "";
    if (!hasCrm || asking.current || (name === "" && phone === "")) return {};
    asking.current = true;
    try {
      const match = await api.call(routes.crm.match, {
        query: { ...(name ? { name } : {}), ...(phone ? { phone } : {}) },
      });
      const canAdd = mayAdd && !match.byPhone && phone !== "" && isContactPhone(phone);
      if (!match.byPhone && match.byName.length === 0 && !canAdd) return {};
      return await new Promise<CustomerLink | null>((resolve) =>
        setQuestion({ typed: { customer: name, phone }, match, mayAdd: canAdd, answer: resolve }),
      );
    } catch (error) {
      // No answer on the customers: said, and the form stays for another try.
      showRefusal(error);
      return null;
    } finally {
      asking.current = false;
    }
  };
  const answer = (link: CustomerLink | null) => {
    question?.answer(link);
    setQuestion(null);
  };
  return { ask, dialog: question && <LinkDialog question={question} onAnswer={answer} /> };
}

function LinkDialog({
  question,
  onAnswer,
}: {
  question: Question;
  onAnswer: (link: CustomerLink | null) => void;
}) {
  const t = useCustomersT();
  const { typed, match, mayAdd } = question;
  const candidates = match.byPhone ? [match.byPhone] : match.byName;
  return (
    <Dialog
      open
      title={t("link.title")}
      onCancel={() => onAnswer(null)}
      footer={
        <Button onClick={() => onAnswer({})} data-testid="customer-link-skip">
          {t("link.skip")}
        </Button>
      }
    >
      <Flex vertical gap={12} data-testid="customer-link-question">
        {candidates.length > 0 && (
          <>
            <Typography.Text>
              {match.byPhone
                ? t("link.byPhone", { phone: typed.phone })
                : t("link.byName", { name: typed.customer })}
            </Typography.Text>
            <List
              size="small"
              bordered
              dataSource={candidates}
              renderItem={(c) => (
                <List.Item
                  actions={[
                    <Button
                      key="link"
                      type="primary"
                      onClick={() => onAnswer({ customerId: c.id })}
                      data-testid={`customer-link-${c.id}`}
                    >
                      {t("link.linkTo", { name: c.name })}
                    </Button>,
                  ]}
                >
                  <Typography.Text>{`${c.name} · ${c.phone}`}</Typography.Text>
                </List.Item>
              )}
            />
            {match.byPhone && <Typography.Text type="secondary">{t("link.takesRecord")}</Typography.Text>}
          </>
        )}
        {mayAdd && (
          <Flex vertical gap={8} align="flex-start">
            <Typography.Text>
              {t(candidates.length > 0 ? "link.addInstead" : "link.addQuestion", {
                name: typed.customer,
                phone: typed.phone,
              })}
            </Typography.Text>
            <Button
              type={candidates.length > 0 ? "default" : "primary"}
              onClick={() => onAnswer({ addCustomer: true })}
              data-testid="customer-link-add"
            >
              {t("link.add")}
            </Button>
          </Flex>
        )}
      </Flex>
    </Dialog>
  );
}
