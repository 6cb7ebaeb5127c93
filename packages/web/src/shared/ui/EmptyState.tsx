import { Button, Empty } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";

/** The action an empty list offers: a button that does it, or one that opens its page. */
export type FirstStep = { label: string } & ({ onClick: () => void } | { to: string });

/** An empty list or card: a sentence saying what would be here, and the action that starts it. */
export function EmptyState({ text, action }: { text: ReactNode; action?: FirstStep }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} data-testid="empty-state">
      {action && <StepButton step={action} />}
    </Empty>
  );
}

function StepButton({ step }: { step: FirstStep }) {
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      onClick={"to" in step ? () => navigate(step.to) : step.onClick}
      data-testid="empty-action"
    >
      {step.label}
    </Button>
  );
}
