import { Alert, Flex, Modal, Typography } from "antd";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";

/**
 * The question asked before a step that cannot simply be taken back (issue 27): what the step
 * will do, what cannot be undone afterwards, and a warning when the moment is unusual (finishing
 * production with links still open). Every part is a translated text of the caller's.
 */
export type Question = {
  title: string;
  /** What pressing OK does. */
  does: string;
  /** What cannot be undone afterwards (and what, if anything, takes it back). */
  undo: string;
  /** Shown as a warning above the rest, for a step taken at an unusual moment. */
  warning?: string | undefined;
  /** The OK button's text: the step's own name ("Arrange production"), never a bare "OK". */
  okText: string;
  /** Names the dialog's buttons for tests: `${testId}-ok`, `${testId}-cancel`. */
  testId: string;
  onOk: () => unknown;
};

/**
 * Asks first, in a confirmation dialog that follows the app's theme and language (a holder in the
 * tree, not antd's static Modal.confirm, which sees neither). Cancel closes it and changes nothing.
 * Render `holder` once in the component that asks.
 */
export function useAskFirst(): [ask: (question: Question) => void, holder: ReactElement] {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const ask = (q: Question) =>
    void modal.confirm({
      title: q.title,
      content: (
        <Flex vertical gap={8} data-testid={`${q.testId}-question`}>
          {q.warning ? (
            <Alert type="warning" showIcon title={q.warning} data-testid={`${q.testId}-warning`} />
          ) : null}
          <Typography.Text data-testid={`${q.testId}-does`}>{q.does}</Typography.Text>
          <Typography.Text type="secondary" data-testid={`${q.testId}-undo`}>
            {q.undo}
          </Typography.Text>
        </Flex>
      ),
      okText: q.okText,
      cancelText: t("actions.cancel"),
      // Going on despite the warning is the dangerous choice, and looks it.
      okButtonProps: { "data-testid": `${q.testId}-ok`, danger: q.warning !== undefined },
      cancelButtonProps: { "data-testid": `${q.testId}-cancel` },
      onOk: () => q.onOk(),
    });
  return [ask, holder];
}
