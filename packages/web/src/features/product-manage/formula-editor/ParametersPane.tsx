import { PlusOutlined } from "@ant-design/icons";
import type { Parameter } from "@fenestra/core/series/index";
import { Button, Flex, Input, Typography } from "antd";
import { DeleteIconButton } from "../../../shared/ui/DeleteIconButton.tsx";
import { useProductT } from "../i18n.ts";
import { ExpressionField } from "./ExpressionField.tsx";
import { type IssueIndex, parameterKey } from "./issue-index.ts";

const NAME_PATTERN = /^[\p{L}_][\p{L}\p{N}_.]*$/u;

interface Props {
  parameters: readonly Parameter[];
  issues: IssueIndex;
  onChange(parameters: Parameter[]): void;
}

/** The series' custom variables: a name and an expression over other custom variables. */
export function ParametersPane({ parameters, issues, onChange }: Props) {
  const t = useProductT();
  const update = (index: number, patch: Partial<Parameter>) =>
    onChange(parameters.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <Flex vertical gap={8} data-testid="parameters-pane">
      <Typography.Paragraph type="secondary">{t("editor.parametersHint")}</Typography.Paragraph>
      {parameters.map((p, index) => {
        const badName = !NAME_PATTERN.test(p.name);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a parameter's name is what the user edits.
          <Flex key={index} gap={8} align="start">
            <div style={{ width: 200 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("editor.parameterName")}
              </Typography.Text>
              <Input
                value={p.name}
                status={badName ? "error" : undefined}
                onChange={(e) => update(index, { name: e.target.value })}
                style={{ fontFamily: "monospace" }}
              />
              {badName && (
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {t("editor.parameterNameInvalid")}
                </Typography.Text>
              )}
            </div>
            <div style={{ flex: 1 }}>
              <ExpressionField
                label={t("editor.parameterValue")}
                value={p.value}
                onChange={(value) => update(index, { value })}
                error={issues.get(parameterKey(p.name))?.error}
                testId={`parameter-${p.name}`}
              />
            </div>
            <DeleteIconButton
              label={t("editor.removeRow")}
              size="middle"
              style={{ marginTop: 20 }}
              onClick={() => onChange(parameters.filter((_, i) => i !== index))}
            />
          </Flex>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange([...parameters, { name: `P${parameters.length + 1}`, value: "0" }])}
      >
        {t("editor.addParameter")}
      </Button>
    </Flex>
  );
}
