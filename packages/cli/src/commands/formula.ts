// `fenestra formula 'EXPR' --vars '{"W":1500}' [--lang en-US]`: evaluates one expression.
// Prints {"value": …} (exit 0) or {"error": {code, position, message}} (exit 2).
import { parseArgs } from "node:util";
import { evaluateText, isFormulaError, type Value } from "@fenestra/core/formula/index";
import { formulaMessage, isLanguage, type Language } from "../formula-messages.ts";

function parseVars(text: string): Record<string, Value> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
  const vars: Record<string, Value> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== "number" && typeof value !== "string") return undefined;
    vars[name] = value;
  }
  return vars;
}

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { vars: { type: "string", default: "{}" }, lang: { type: "string", default: "en-US" } },
  });
  const expression = positionals[0];
  const vars = parseVars(values.vars);
  if (expression === undefined || vars === undefined || !isLanguage(values.lang)) {
    process.stderr.write(
      "usage: fenestra formula 'EXPR' [--vars '{\"W\":1500}'] [--lang zh-CN|en-US|vi-VN|ru-RU]\n",
    );
    return 2;
  }
  const result = evaluateText(expression, vars);
  if (isFormulaError(result)) {
    const lang: Language = values.lang;
    const error = {
      code: result.code,
      position: result.position,
      message: formulaMessage(lang, result.code),
    };
    process.stdout.write(`${JSON.stringify({ error })}\n`);
    return 2;
  }
  process.stdout.write(`${JSON.stringify({ value: result })}\n`);
  return 0;
}
