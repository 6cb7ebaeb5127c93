import type { FormulaError } from "@fenestra/core/formula/index";
import { Input, Typography } from "antd";
import { formulaErrorText } from "../../../shared/i18n/formula-text.ts";
import { useProductT } from "../i18n.ts";
import { splitAtError } from "./issue-index.ts";

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The validator's error for this field, if any (core compileSeries). */
  error?: FormulaError;
  testId?: string;
  placeholder?: string;
}

/**
 * One expression input with live validation: the error code, the character position and the
 * translated message under the field, and the offending span of the text underlined.
 */
export function ExpressionField({ label, value, onChange, error, testId, placeholder }: Props) {
  const t = useProductT();
  const [before, span, after] = error ? splitAtError(value, error.position, error.length) : ["", "", ""];
  return (
    <div className="expression-field" style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Input
        value={value}
        status={error ? "error" : undefined}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        style={{ fontFamily: "monospace" }}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
      />
      {error && (
        <div role="alert" data-testid={testId ? `${testId}-error` : "formula-error"} data-code={error.code}>
          {value.length > 0 && (
            <pre
              style={{ margin: "2px 0 0", fontSize: 12, whiteSpace: "pre-wrap" }}
              data-testid="formula-error-text"
            >
              {before}
              <mark
                data-testid="formula-error-span"
                style={{
                  background: "transparent",
                  color: "#cf1322",
                  textDecoration: "underline wavy #cf1322",
                  padding: 0,
                }}
              >
                {span || " "}
              </mark>
              {after}
            </pre>
          )}
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {error.code} · {t("editor.atPosition", { position: error.position + 1 })} ·{" "}
            {formulaErrorText(error.code)}
            {error.detail ? ` (${error.detail})` : ""}
          </Typography.Text>
        </div>
      )}
    </div>
  );
}
