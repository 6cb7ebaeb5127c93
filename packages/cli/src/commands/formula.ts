// `fenestra formula 'EXPR' --vars '{"W":1500}' [--lang en-US]`: evaluates one expression.
// Prints {"value": …} (exit 0) or {"error": {code, position, message}} (exit 2).
import { isLanguage, type Language } from "@fenestra/core/account/languages";
import { evaluateText, formulaMessage, isFormulaError, type Value } from "@fenestra/core/formula/index";

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

const OPTIONS = ["vars", "lang"] as const;
type Option = (typeof OPTIONS)[number];

/**
 * `--vars` and `--lang` (as `--vars X` or `--vars=X`), and the expression. An expression may
 * start with a minus (`-W + 5`, `--W`), so anything that is not one of the two options is the
 * expression rather than an unknown option; a `--` before it is allowed and skipped.
 */
function parseCommandLine(args: readonly string[]) {
  const values: Record<Option, string> = { vars: "{}", lang: "en-US" };
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const option = OPTIONS.find((o) => arg === `--${o}` || arg.startsWith(`--${o}=`));
    if (option === undefined) {
      if (arg !== "--") positionals.push(arg);
    } else if (arg.includes("=")) {
      values[option] = arg.slice(arg.indexOf("=") + 1);
    } else {
      const value = args[i + 1];
      if (value === undefined) return undefined;
      values[option] = value;
      i += 1;
    }
  }
  return positionals.length === 1 ? { values, expression: positionals[0] as string } : undefined;
}

export async function run(args: string[]): Promise<number> {
  const commandLine = parseCommandLine(args);
  const values = commandLine?.values ?? { vars: "{}", lang: "en-US" };
  const expression = commandLine?.expression;
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
